import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../core/sql.js';

/**
 * The one writer of a product's fields derived from its variants, called in the transaction of
 * every change to variants (staff edits, orders, imports): its price (the cheapest visible
 * variant's), that variant's old price, and whether anything visible is in stock. Hidden variants
 * do not count; a product whose values stand is not written.
 */
export async function refreshDerived(em: EntityManager, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  await em.execute(
    `UPDATE product p SET price = v.price, old_price = v.old_price, in_stock = v.in_stock
     FROM unnest(?::int[]) AS chosen(product_id)
     CROSS JOIN LATERAL (
       SELECT min(price) AS price,
              (array_agg(old_price ORDER BY price, id))[1] AS old_price,
              coalesce(bool_or(stock > 0), false) AS in_stock
       FROM product_variant WHERE product_id = chosen.product_id AND NOT hidden
     ) v
     WHERE p.id = chosen.product_id AND (p.price, p.old_price, p.in_stock) IS DISTINCT FROM (v.price, v.old_price, v.in_stock)`,
    [intArray([...new Set(productIds)])],
    'run',
  );
}
