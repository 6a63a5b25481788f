import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { separatorRecipe } from 'chakra-theme/recipes/separator';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { baseThemeConfig } from '../../shared/theme/system';

/**
 * The storefront's theme plus what its forms draw (fields, checkboxes, alerts, textareas). It is
 * built in the lazy chunk of the account and contact pages, so the shopper's first load carries
 * none of these recipes (see shared/theme/chakra-defaults.ts).
 */
export const formSystem = createSystem(
  mergeConfigs(
    baseThemeConfig,
    defineConfig({
      theme: {
        recipes: { checkmark: checkmarkRecipe, separator: separatorRecipe, textarea: textareaRecipe },
        slotRecipes: { alert: alertSlotRecipe, checkbox: checkboxSlotRecipe, field: fieldSlotRecipe },
      },
    }),
  ),
);
