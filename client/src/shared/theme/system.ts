import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { chakraDefaults } from './chakra-defaults';

/** The shop's own look on top of Chakra's tokens: a calm teal accent and Russian-friendly fonts. */
const shopTheme = defineConfig({
  globalCss: {
    html: { colorPalette: 'teal' },
    body: { minHeight: '100vh' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `"PT Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif` },
        body: { value: `"PT Sans", "Segoe UI", Roboto, Helvetica, Arial, sans-serif` },
      },
    },
    // One shade darker than Chakra's defaults, so white on the accent, a sale price and «В наличии»
    // reach WCAG AA's 4.5:1 on white (teal 600 gave 3.74:1, red 500 3.76:1, green 600 3.29:1).
    semanticTokens: {
      colors: {
        teal: { solid: { value: '{colors.teal.700}' }, emphasized: { value: '{colors.teal.800}' } },
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } }, success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } } },
      },
    },
  },
});

/**
 * Chakra's default tokens with only the recipes the back office's shell draws, each named one by one:
 * `defaultSystem` would bring all of them (~120 KB). The admin adds its own on top (admin/theme).
 */
export const baseThemeConfig: SystemConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig(chakraDefaults),
  defineConfig({
    theme: {
      recipes: {
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: { toast: toastSlotRecipe },
    },
  }),
  shopTheme,
);

export const baseSystem = createSystem(baseThemeConfig);
