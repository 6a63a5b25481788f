import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../core/list.js';
import { withoutBlanks } from '../../core/list.js';
import { parse } from '../../core/validation.js';
import { basketQuery, type BasketStatus } from './basket.inputs.js';
import { isoTime } from '../../core/sql.js';

export interface BasketSummary {
  id: string;
  userId: number | null;
  user: { id: number; email: string; firstName: string; lastName: string } | null;
  status: BasketStatus;
  totalAmount: number;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
}

interface SummaryRow extends Omit<BasketSummary, 'user'> {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  length: number;
}

const statusCondition: Record<BasketStatus, string> = {
  active: 'item_count > 0',
  empty: 'item_count = 0 AND NOT ordered',
  ordered: 'item_count = 0 AND ordered',
};

const sortColumns = { createdAt: 's.created_at', updatedAt: 's.updated_at', totalAmount: 's.total' } as const;

/** `2026-11-23` as the end of a range means the whole of that day. */
function rangeEnd(text: string): Date {
  const end = new Date(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** A WHERE clause from the filters that are set, with their parameters in order. */
function conditions(filters: [boolean, string, unknown][]): { sql: string; params: unknown[] } {
  const set = filters.filter(([on]) => on);
  return {
    sql: set.length ? `WHERE ${set.map(([, sql]) => sql).join(' AND ')}` : '',
    params: set.flatMap(([, sql, value]) => (sql.includes('?') ? [value] : [])),
  };
}

/**
 * The back office's basket list (SPEC §7): totals at today's prices, filtered by customer, sum,
 * status and when it last changed; one statement per page.
 */
export async function listBaskets(em: EntityManager, input: unknown): Promise<Page<BasketSummary>> {
  const { userId, minTotalAmount, maxTotalAmount, status, updatedFrom, updatedTo, limit, offset, sortBy, orderBy } = parse(basketQuery, withoutBlanks(input));
  const inner = conditions([
    [userId !== undefined, 'b.user_id = ?', userId],
    [updatedFrom !== undefined, 'b.updated_at >= ?', updatedFrom && new Date(updatedFrom)],
    [updatedTo !== undefined, `b.updated_at ${updatedTo?.includes('T') ? '<=' : '<'} ?`, updatedTo && rangeEnd(updatedTo)],
  ]);
  const outer = conditions([
    [minTotalAmount !== undefined, 'total >= ?', minTotalAmount],
    [maxTotalAmount !== undefined, 'total <= ?', maxTotalAmount],
    [status !== undefined, status ? statusCondition[status] : '', undefined],
  ]);
  const summary = `WITH summary AS (
       SELECT b.id, b.user_id, b.created_at, b.updated_at,
              coalesce(sum(l.quantity * v.price), 0) AS total, coalesce(sum(l.quantity), 0)::int AS item_count,
              EXISTS (SELECT 1 FROM checkout c WHERE c.basket_id = b.id) AS ordered
       FROM basket b LEFT JOIN basket_line l ON l.basket_id = b.id LEFT JOIN product_variant v ON v.id = l.product_variant_id
       ${inner.sql}
       GROUP BY b.id)`;
  const rows = await em.execute<SummaryRow[]>(
    `${summary}
     SELECT s.id, s.user_id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
            CASE WHEN item_count > 0 THEN 'active' WHEN ordered THEN 'ordered' ELSE 'empty' END AS status,
            s.total::float8 AS "totalAmount", s.item_count AS "itemCount", ${isoTime('s.created_at')} AS "createdAt", ${isoTime('s.updated_at')} AS "updatedAt",
            count(*) OVER ()::int AS length
     FROM summary s LEFT JOIN users u ON u.id = s.user_id
     ${outer.sql}
     ORDER BY ${sortColumns[sortBy]} ${orderBy}, s.id LIMIT ? OFFSET ?`,
    [...inner.params, ...outer.params, limit, offset],
  );
  // past the last page the window count is missing: count apart, so the client can step back
  const length = rows[0]?.length ?? (offset ? (await em.execute<{ n: number }[]>(`${summary} SELECT count(*)::int AS n FROM summary s ${outer.sql}`, [...inner.params, ...outer.params]))[0].n : 0);
  return {
    length,
    rows: rows.map(({ email, firstName, lastName, length: _length, ...row }) => ({
      ...row,
      user: row.userId && email ? { id: row.userId, email, firstName: firstName ?? '', lastName: lastName ?? '' } : null,
    })),
  };
}
