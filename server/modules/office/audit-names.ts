import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../core/sql.js';

/** The fields of audited records that name another record by id, with the table and column that say what it is called. */
const references: Record<string, { table: string; name: string }> = {
  categoryId: { table: 'category', name: 'name' },
  parentId: { table: 'category', name: 'name' },
  categoryIds: { table: 'category', name: 'name' },
  brandId: { table: 'brand', name: 'name' },
  brandIds: { table: 'brand', name: 'name' },
  sizeId: { table: 'size', name: 'name' },
  colorId: { table: 'color', name: 'name' },
  tagId: { table: 'tag', name: 'name' },
  productId: { table: 'product', name: 'name' },
  productIds: { table: 'product', name: 'name' },
  productVariantId: { table: 'product_variant', name: 'sku' },
  userId: { table: 'users', name: 'email' },
  uploadedById: { table: 'users', name: 'email' },
  deliveryMethodId: { table: 'delivery_method', name: 'name' },
  paymentMethodId: { table: 'payment_method', name: 'name' },
};

type Changes = Record<string, [unknown, unknown]>;

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isInteger(id));

/**
 * The audit log as a person reads it (CONTRACT §17): an id that names a category, a brand, a
 * product, a user… is shown as that record's name (as it is now; «№ 5, удалён» for one gone), one
 * statement per kind of record for the whole page.
 */
export async function withNames<T extends { changes: Changes }>(em: EntityManager, rows: T[]): Promise<T[]> {
  const wanted = new Map<string, Set<number>>();
  for (const { changes } of rows) {
    for (const [field, pair] of Object.entries(changes)) {
      const reference = references[field];
      if (!reference) continue;
      const ids = wanted.get(reference.table) ?? new Set<number>();
      for (const value of pair) idsIn(value).forEach((id) => ids.add(id));
      wanted.set(reference.table, ids);
    }
  }
  const names = new Map<string, Map<number, string>>();
  for (const [table, ids] of wanted) {
    if (!ids.size) continue;
    const column = Object.values(references).find((reference) => reference.table === table)!.name;
    const found = await em.execute<{ id: number; name: string }[]>(`SELECT id, ${column} AS name FROM "${table}" WHERE id = ANY(?::int[])`, [intArray([...ids])]);
    names.set(table, new Map(found.map((row) => [row.id, row.name])));
  }
  const named = (table: string, id: number) => names.get(table)?.get(id) ?? `№ ${id}, удалён`;
  const nameOf = (table: string, value: unknown) => (Array.isArray(value) ? idsIn(value).map((id) => named(table, id)) : Number.isInteger(value) ? named(table, value as number) : value);
  return rows.map((row) => ({
    ...row,
    changes: Object.fromEntries(
      Object.entries(row.changes).map(([field, [before, after]]) => {
        const reference = references[field];
        return [field, reference ? [nameOf(reference.table, before), nameOf(reference.table, after)] : [before, after]];
      }),
    ),
  }));
}
