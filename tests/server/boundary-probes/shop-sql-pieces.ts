import type { EntityManager } from '@mikro-orm/postgresql';

const variants = 'product_variant';

/** Probe, read as server/modules/shop/…: SQL joined from pieces, with `+` and with `join`. */
export async function takeStock(em: EntityManager, variantId: number): Promise<void> {
  await em.execute('UPDATE ' + variants + ' SET stock = stock - 1 WHERE id = ?', [variantId]);
  await em.execute(['delete from', 'product', 'where id = ?'].join(' '), [variantId]);
}
