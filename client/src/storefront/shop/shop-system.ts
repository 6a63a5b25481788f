import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { baseThemeConfig } from '../../shared/theme/system';

/**
 * The storefront's theme plus what the catalogue, the product page, the basket, the wishlist, the
 * checkout and the customer's orders and addresses draw (filters, the sort select, badges, the
 * parameters table, alerts, the order forms with their address choice and comment, the skeletons of pages on their way). Built in their
 * lazy chunk, so the first load carries none of these recipes (see shared/theme/chakra-defaults.ts).
 */
export const shopSystem = createSystem(
  mergeConfigs(
    baseThemeConfig,
    defineConfig({
      theme: {
        recipes: { badge: badgeRecipe, checkmark: checkmarkRecipe, skeleton: skeletonRecipe, textarea: textareaRecipe },
        slotRecipes: {
          alert: alertSlotRecipe,
          checkbox: checkboxSlotRecipe,
          field: fieldSlotRecipe,
          fieldset: fieldsetSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          radioGroup: radioGroupSlotRecipe,
          table: tableSlotRecipe,
        },
      },
    }),
  ),
);
