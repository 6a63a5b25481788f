import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../core/sql.js';

/**
 * Brings a product's copies of what it offers — its price (the cheapest visible variant's), that
 * variant's old price, and whether anything visible is in stock — up to its variants, in the
 * transaction of every change to variants (staff edits, orders, imports). The rule is the
 * database's, one function that the catalogue entry reads too (read-model/product-offer.sql); a
 * product whose values stand is not written.
 */
export async function refreshDerived(em: EntityManager, productIds: readonly number[]): Promise<void> {
  if (!productIds.length) return;
  await em.execute('SELECT refresh_product_derived(?::int[])', [intArray([...new Set(productIds)])], 'run');
}
