import type { EntityManager } from '@mikro-orm/postgresql';

/** Probe, read as server/modules/shop/…: the same write in lower case. */
export async function takeStock(em: EntityManager, variantId: number): Promise<void> {
  await em.execute('update product_variant set stock = stock - 1 where id = ?', [variantId]);
}
