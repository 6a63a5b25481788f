import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductVariant } from '../../../server/modules/catalogue/product.entities.js';

/** Probe, read as server/modules/shop/…: the query builder's update. */
export async function emptyStock(em: EntityManager, variantId: number): Promise<void> {
  await em.createQueryBuilder(ProductVariant).update({ stock: 0 }).where({ id: variantId });
}
