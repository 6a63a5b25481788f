import type { EntityManager } from '@mikro-orm/postgresql';

/** Probe, read as server/modules/shop/…: a raw UPDATE of the catalogue's variants. */
export async function takeStock(em: EntityManager, variantId: number): Promise<void> {
  await em.execute('UPDATE product_variant SET stock = stock - 1 WHERE id = ?', [variantId]);
}
