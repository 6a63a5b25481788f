import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductVariant } from '../../../server/modules/catalogue/product.entities.js';

/** Probe, read as server/modules/shop/…: the ORM's ordinary path, a loaded variant changed and flushed. */
export async function takeStock(em: EntityManager, variantId: number): Promise<void> {
  const v = await em.findOneOrFail(ProductVariant, variantId);
  v.stock -= 1;
  await em.flush();
}
