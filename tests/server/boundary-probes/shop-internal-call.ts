import type { EntityManager } from '@mikro-orm/postgresql';
import { refreshDerived } from '../../../server/modules/catalogue/product-derived.js';

/** Probe, read as server/modules/shop/…: the catalogue's internal refreshDerived called from outside. */
export async function refresh(em: EntityManager, productId: number): Promise<void> {
  await refreshDerived(em, [productId]);
}
