import { z } from 'zod';
import { id } from '../../core/validation.js';
import { variantBody } from './product.inputs.js';

export const MAX_BULK_PRODUCTS = 1000;

export const productBulkActions = ['hide', 'show', 'delete', 'move'] as const;

/** Several products changed at once from the staff's list of products. */
export const productBulkBody = z
  .object({
    ids: z.array(id).min(1, 'Выберите хотя бы один товар').max(MAX_BULK_PRODUCTS, `Не больше ${MAX_BULK_PRODUCTS} товаров за раз`).describe('Товары'),
    action: z.enum(productBulkActions).meta({
      id: 'ProductBulkAction',
      description: 'hide — снять с продажи, show — вернуть в продажу, delete — удалить, move — перенести в категорию',
    }),
    categoryId: id.optional().describe('Новая категория (для move)'),
  })
  .refine((body) => body.action !== 'move' || body.categoryId !== undefined, {
    path: ['categoryId'],
    message: 'Укажите категорию, в которую перенести товары',
  })
  .describe('Действие над несколькими товарами');

/** One variant's stock and prices, changed in place from the list of products. */
export const variantPatchBody = variantBody.pick({ price: true, oldPrice: true, stock: true, version: true }).partial().describe('Остаток и цены варианта');

export type ProductBulkBody = z.output<typeof productBulkBody>;
