import { z } from 'zod';
import type { Context } from '../../core/context.js';
import type { Page } from '../../core/list.js';
import { parse, text } from '../../core/validation.js';
import { contactMatch } from './contact-match.js';

export const orderCustomerQuery = z
  .object({ q: text().trim().min(2, 'Введите хотя бы 2 знака').max(200).describe('Телефон (как угодно записанный), часть почты или имени и фамилии') })
  .describe('Поиск покупателя для заказа по телефону');

export interface OrderCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The phone the customer gave last: in a saved address or an order. */
  phone: string;
}

const FOUND_AT_MOST = 10;

/**
 * Who is calling: the customers a phone order may be for, found by a phone in their saved
 * addresses or past orders, or by their email or name; the ones who ordered last come first.
 */
export async function findOrderCustomers(ctx: Context, input: unknown): Promise<Page<OrderCustomer>> {
  const { q } = parse(orderCustomerQuery, input);
  const match = contactMatch(q, { phones: ['p.phone'], email: 'u.email', firstName: 'u.first_name', lastName: 'u.last_name' });
  if (!match) return { rows: [], length: 0 };
  const rows = await ctx.em.execute<OrderCustomer[]>(
    `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
       COALESCE((SELECT c2.phone FROM checkout c2 WHERE c2.user_id = u.id AND c2.phone <> '' ORDER BY c2.id DESC LIMIT 1),
                (SELECT a2.phone FROM address a2 WHERE a2.user_id = u.id AND a2.phone <> '' ORDER BY a2.id DESC LIMIT 1), '') AS phone
     FROM users u
     WHERE EXISTS (
       SELECT 1 FROM (SELECT a.phone FROM address a WHERE a.user_id = u.id
         UNION ALL SELECT c.phone FROM checkout c WHERE c.user_id = u.id UNION ALL SELECT '') p
       WHERE ${match.sql})
     ORDER BY (SELECT max(c3.id) FROM checkout c3 WHERE c3.user_id = u.id) DESC NULLS LAST, u.id DESC
     LIMIT ${FOUND_AT_MOST}`,
    match.values,
  );
  return { rows, length: rows.length };
}
