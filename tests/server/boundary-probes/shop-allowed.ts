import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductVariant } from '../../../server/modules/catalogue/product.entities.js';
import type { StockService } from '../../../server/modules/catalogue/stock.service.js';
import { productOutput } from '../../../server/modules/catalogue/catalogue.outputs.js';
import type { ProductListType } from '../../../server/modules/catalogue/product.types.js';
import { Basket, BasketLine } from '../../../server/modules/shop/basket.entity.js';
import { Checkout } from '../../../server/modules/shop/checkout.entity.js';

export type Seen = typeof productOutput | ProductListType;

/** Probe, read as server/modules/shop/…: what a module may do — read others' tables, write its own, ask the owner's service. */
export async function allowed(em: EntityManager, stock: StockService, basketId: string, variantId: number): Promise<number> {
  const variant = await em.findOneOrFail(ProductVariant, variantId);
  await em.execute('SELECT id FROM product_variant WHERE id = ? FOR UPDATE', [variantId]);
  await em.execute('INSERT INTO basket_line (basket_id, product_variant_id, quantity) VALUES (?, ?, 1) ON CONFLICT (basket_id, product_variant_id) DO UPDATE SET quantity = basket_line.quantity + 1', [basketId, variantId]);
  const basket = await em.findOneOrFail(Basket, basketId);
  em.create(BasketLine, { basket, productVariant: variant, quantity: 1 });
  basket.updatedAt = new Date();
  await em.nativeUpdate(Checkout, { basketId }, { comment: '' });
  await stock.take(em, [{ variantId, quantity: 1 }]);
  return variant.stock;
}
