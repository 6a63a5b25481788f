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
  },
});

/**
 * Chakra's default tokens with only the recipes the storefront draws, each named one by one:
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

export const storefrontSystem = createSystem(baseThemeConfig);
