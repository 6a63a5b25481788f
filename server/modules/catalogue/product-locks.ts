import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../core/sql.js';

/**
 * Locks products before any of their variants are written. Every statement on variants ends in a
 * trigger that locks their products to refresh the catalogue entries (migration CatalogueEntries),
 * so a writer that held a variant and then waited for its product could deadlock with one holding the
 * product and waiting for the variant. Every writer of variants (orders, returns, imports, staff edits)
 * and of several products at once calls this first.
 *
 * It never waits while holding some of them: it takes all that are free, and when one is busy it lets
 * go of the rest, waits for that one alone and tries again. So a long writer that takes its products
 * batch by batch, in its file's order (a 1C exchange), cannot close a circle with it.
 */
export async function lockProducts(em: EntityManager, which: { products?: readonly number[]; variants?: readonly number[] }): Promise<void> {
  if (!which.products?.length && !which.variants?.length) return;
  const wanted = (
    await em.execute<{ id: number }[]>('SELECT id FROM product WHERE id IN (SELECT unnest(?::int[]) UNION SELECT product_id FROM product_variant WHERE id = ANY(?::int[])) ORDER BY id', [
      intArray([...new Set(which.products ?? [])]),
      intArray([...new Set(which.variants ?? [])]),
    ])
  ).map((row) => row.id);
  if (!wanted.length) return;
  for (;;) {
    await em.execute('SAVEPOINT lock_products');
    const taken = new Set((await em.execute<{ id: number }[]>('SELECT id FROM product WHERE id = ANY(?::int[]) FOR NO KEY UPDATE SKIP LOCKED', [intArray(wanted)])).map((row) => row.id));
    const busy = wanted.find((id) => !taken.has(id));
    if (busy === undefined) return void (await em.execute('RELEASE SAVEPOINT lock_products'));
    await em.execute('ROLLBACK TO SAVEPOINT lock_products');
    await em.execute('SELECT id FROM product WHERE id = ? FOR NO KEY UPDATE', [busy]);
    await em.execute('ROLLBACK TO SAVEPOINT lock_products');
    await em.execute('RELEASE SAVEPOINT lock_products');
  }
}
