import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductVariant } from '../../../server/modules/catalogue/product.entities.js';

/** Probe, read as server/modules/shop/…: nativeUpdate through a repository and through the EntityManager. */
export async function emptyStock(em: EntityManager, variantId: number): Promise<void> {
  await em.getRepository(ProductVariant).nativeUpdate({ id: variantId }, { stock: 0 });
  await em.nativeUpdate(ProductVariant, { id: variantId }, { stock: 0 });
}
