import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductVariant } from '../../../server/modules/catalogue/product.entities.js';

/** Probe, read as server/modules/shop/…: a loaded variant removed. */
export async function dropVariant(em: EntityManager, variantId: number): Promise<void> {
  const variant = await em.findOneOrFail(ProductVariant, variantId);
  await em.remove(variant).flush();
}
