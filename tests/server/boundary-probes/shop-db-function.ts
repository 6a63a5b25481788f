import type { EntityManager } from '@mikro-orm/postgresql';

/** Probe, read as server/modules/shop/…: a database function that writes the catalogue's tables, called, and one made. */
export async function refresh(em: EntityManager, productId: number): Promise<void> {
  await em.execute('SELECT refresh_product_derived(?::int[])', [`{${productId}}`]);
  await em.execute(`CREATE OR REPLACE FUNCTION take_stock(variant int) RETURNS void LANGUAGE sql AS $$
    UPDATE product_variant SET stock = stock - 1 WHERE id = variant
  $$`);
}
