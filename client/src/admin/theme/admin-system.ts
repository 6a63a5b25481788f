import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { colorPickerSlotRecipe } from 'chakra-theme/recipes/color-picker';
import { colorSwatchRecipe } from 'chakra-theme/recipes/color-swatch';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { inputAddonRecipe } from 'chakra-theme/recipes/input-addon';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';
import { separatorRecipe } from 'chakra-theme/recipes/separator';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { baseThemeConfig } from '../../shared/theme/system';

/**
 * The storefront's theme plus the recipes of the admin screens (table, dialog, form fields, color
 * picker…). They are named one by one, through the `chakra-theme/*` alias, so that they stay in the
 * admin chunk (see shared/theme/chakra-defaults.ts).
 */
export const adminSystem = createSystem(
  mergeConfigs(
    baseThemeConfig,
    defineConfig({
      theme: {
        recipes: {
          badge: badgeRecipe,
          checkmark: checkmarkRecipe,
          colorSwatch: colorSwatchRecipe,
          inputAddon: inputAddonRecipe,
          separator: separatorRecipe,
          textarea: textareaRecipe,
        },
        slotRecipes: {
          alert: alertSlotRecipe,
          checkbox: checkboxSlotRecipe,
          colorPicker: colorPickerSlotRecipe,
          dialog: dialogSlotRecipe,
          field: fieldSlotRecipe,
          fieldset: fieldsetSlotRecipe,
          list: listSlotRecipe,
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          progress: progressSlotRecipe,
          table: tableSlotRecipe,
        },
      },
    }),
  ),
);
