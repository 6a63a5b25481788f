import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, isRefusal, toAppError } from '../../core/errors.js';
import { Category } from './category.entity.js';
import { intArray } from '../../core/sql.js';
import { lockProducts } from './product-locks.js';
import type { ProductBulkBody } from './product-bulk.inputs.js';

export interface ProductBulkFailure {
  id: number;
  message: string;
}

/** What a bulk action did: the products changed, and the ones left as they were with the reason. */
export interface ProductBulkResult {
  done: number[];
  failed: ProductBulkFailure[];
}

const NOT_FOUND = 'Товар не найден';
const ORDERED = 'Товар есть в заказах: удалить его нельзя, можно снять с продажи';

/**
 * Hides, shows, moves or deletes many products at once. Each product changes whole or not at
 * all; the search document and facet arrays follow by the database's triggers, and price and
 * stock do not change.
 */
export class ProductBulk {
  async run(em: EntityManager, body: ProductBulkBody): Promise<ProductBulkResult> {
    const ids = [...new Set(body.ids)];
    if (body.action === 'delete') return this.remove(em, ids);
    if (body.action === 'move' && !(await em.count(Category, { id: body.categoryId }))) throw badInput({ categoryId: 'Категория не найдена' });
    const [column, value] = body.action === 'move' ? ['category_id', body.categoryId] : ['available', body.action === 'show'];
    // One statement: each row changes whole, and the ones it returns are the ones that exist.
    const changed = await em.transactional(async (tx) => {
      await lockProducts(tx, { products: ids });
      return tx.execute<{ id: number }[]>(`UPDATE product SET ${column} = ?, updated_at = now() WHERE id = ANY(?::int[]) RETURNING id`, [value, intArray(ids)]);
    });
    return this.outcome(ids, new Set(changed.map((row) => row.id)), new Map());
  }

  /** Deletes each product in its own savepoint, so one with orders (its variants are kept by order lines) stays and the rest go. */
  private async remove(em: EntityManager, ids: number[]): Promise<ProductBulkResult> {
    const deleted = new Set<number>();
    const refused = new Map<number, string>();
    await em.transactional(async (tx) => {
      await lockProducts(tx, { products: ids });
      for (const id of ids) {
        try {
          const rows = await tx.transactional((savepoint) => savepoint.execute<{ id: number }[]>('DELETE FROM product WHERE id = ? RETURNING id', [id]));
          if (rows.length) deleted.add(id);
        } catch (error) {
          const appError = toAppError(error);
          if (!isRefusal(appError)) throw appError;
          refused.set(id, ORDERED);
        }
      }
    });
    return this.outcome(ids, deleted, refused);
  }

  private outcome(ids: number[], done: Set<number>, refused: Map<number, string>): ProductBulkResult {
    return {
      done: ids.filter((id) => done.has(id)),
      failed: ids.filter((id) => !done.has(id)).map((id) => ({ id, message: refused.get(id) ?? NOT_FOUND })),
    };
  }
}
