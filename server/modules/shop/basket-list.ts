import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../core/list.js';
import { withoutBlanks } from '../../core/list.js';
import { parse } from '../../core/validation.js';
import { basketQuery, type BasketStatus } from './basket.inputs.js';
import { Conditions, isoTime } from '../../core/sql.js';

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

/**
 * The back office's basket list (SPEC §7): totals at today's prices, filtered by customer, sum,
 * status and when it last changed (a day is the shop's day in `zone`); one statement per page.
 */
export async function listBaskets(em: EntityManager, input: unknown, zone: string): Promise<Page<BasketSummary>> {
  const { userId, minTotalAmount, maxTotalAmount, status, updatedFrom, updatedTo, limit, offset, sortBy, orderBy } = parse(basketQuery, withoutBlanks(input));
  const inner = new Conditions();
  if (userId !== undefined) inner.add('b.user_id = ?', userId);
  inner.addPeriod('b.updated_at', zone, updatedFrom, updatedTo);
  const outer = new Conditions();
  if (minTotalAmount !== undefined) outer.add('total >= ?', minTotalAmount);
  if (maxTotalAmount !== undefined) outer.add('total <= ?', maxTotalAmount);
  if (status) outer.add(statusCondition[status]);
  const summary = `WITH summary AS (
       SELECT b.id, b.user_id, b.created_at, b.updated_at,
              coalesce(sum(l.quantity * v.price), 0) AS total, coalesce(sum(l.quantity), 0)::int AS item_count,
              EXISTS (SELECT 1 FROM checkout c WHERE c.basket_id = b.id) AS ordered
       FROM basket b LEFT JOIN basket_line l ON l.basket_id = b.id LEFT JOIN product_variant v ON v.id = l.product_variant_id
       ${inner.where}
       GROUP BY b.id)`;
  const rows = await em.execute<SummaryRow[]>(
    `${summary}
     SELECT s.id, s.user_id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
            CASE WHEN item_count > 0 THEN 'active' WHEN ordered THEN 'ordered' ELSE 'empty' END AS status,
            s.total::float8 AS "totalAmount", s.item_count AS "itemCount", ${isoTime('s.created_at')} AS "createdAt", ${isoTime('s.updated_at')} AS "updatedAt",
            count(*) OVER ()::int AS length
     FROM summary s LEFT JOIN users u ON u.id = s.user_id
     ${outer.where}
     ORDER BY ${sortColumns[sortBy]} ${orderBy}, s.id LIMIT ? OFFSET ?`,
    [...inner.values, ...outer.values, limit, offset],
  );
  // past the last page the window count is missing: count apart, so the client can step back
  const length = rows[0]?.length ?? (offset ? (await em.execute<{ n: number }[]>(`${summary} SELECT count(*)::int AS n FROM summary s ${outer.where}`, [...inner.values, ...outer.values]))[0].n : 0);
  return {
    length,
    rows: rows.map(({ email, firstName, lastName, length: _length, ...row }) => ({
      ...row,
      user: row.userId && email ? { id: row.userId, email, firstName: firstName ?? '', lastName: lastName ?? '' } : null,
    })),
  };
}
