import { z } from 'zod';
import type { Context } from '../../core/context.js';
import type { Page } from '../../core/list.js';
import { parse, text } from '../../core/validation.js';
import { contactMatch } from './contact-match.js';

export const orderCustomerQuery = z
  .object({ q: text().trim().min(2, 'Введите хотя бы 2 знака').max(200).describe('Телефон (как угодно записанный), часть почты или имени и фамилии') })
  .describe('Поиск покупателя для заказа по телефону: с учётной записью или гостя прошлых заказов');

/** Where a guest's last order went: a phone order for them starts from it. */
export interface OrderCustomerPlace {
  address: string;
  city: string;
  country: string;
  zipCode: string;
}

export interface OrderCustomer {
  /** The customer's account; null for a guest of past orders, who stays a guest. */
  id: number | null;
  email: string;
  firstName: string;
  lastName: string;
  /** The phone the search matched; for a search by email or name, the one the customer gave last. */
  phone: string;
  /** A guest's last order's address (empty for pickup); null for an account, whose addresses are saved. */
  lastPlace: OrderCustomerPlace | null;
}

const FOUND_AT_MOST = 10;

/** A phone's digits without the country prefix: one guest whether they wrote +7 (916) 123-45-67 or 89161234567. */
const phoneKey = (column: string) => `regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^[78]([0-9]{10})$', '\\1')`;

/**
 * Every contact a person is known by, one row each: an account's orders and saved addresses (and
 * a row without a phone, so an account that never gave one is found by name or email), and each
 * guest order, the guest being the same while the phone (or, without one, the email) is.
 * `source` ranks where a phone came from: orders, then addresses.
 */
const contacts = `
  guest_order AS (
    SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.address, c.city, c.country, c.zip_code,
      'guest:' || coalesce(nullif(${phoneKey('c.phone')}, ''), lower(c.email)) AS person
    FROM checkout c WHERE c.user_id IS NULL),
  contact AS (
    SELECT 'user:' || u.id AS person, u.id AS user_id, u.email, u.first_name, u.last_name, p.phone, p.source, p.seq
    FROM users u CROSS JOIN LATERAL (
      SELECT c.phone, 2 AS source, c.id AS seq FROM checkout c WHERE c.user_id = u.id
      UNION ALL SELECT a.phone, 1, a.id FROM address a WHERE a.user_id = u.id
      UNION ALL SELECT '', 0, 0) p
    UNION ALL
    SELECT person, NULL, email, first_name, last_name, phone, 2, id FROM guest_order)`;

/**
 * Who is calling: the customers a phone order may be for, found by a phone in their saved
 * addresses or past orders, or by their email or name, and the guests of past orders found the same
 * way, each with the phone that matched; the ones who ordered last come first. A guest comes with
 * the contact and address of their last order.
 */
export async function findOrderCustomers(ctx: Context, input: unknown): Promise<Page<OrderCustomer>> {
  const { q } = parse(orderCustomerQuery, input);
  const match = contactMatch(q, { phones: ['r.phone'], email: 'r.email', firstName: 'r.first_name', lastName: 'r.last_name' });
  if (!match) return { rows: [], length: 0 };
  const rows = await ctx.em.execute<OrderCustomer[]>(
    `WITH ${contacts},
     found AS (
       SELECT DISTINCT ON (r.person) r.person, r.user_id, r.phone FROM contact r
       WHERE ${match.sql}
       ORDER BY r.person, r.phone <> '' DESC, r.source DESC, r.seq DESC)
     SELECT f.user_id AS id, coalesce(u.email, g.email) AS email, coalesce(u.first_name, g.first_name) AS "firstName",
       coalesce(u.last_name, g.last_name) AS "lastName", f.phone,
       CASE WHEN g.id IS NOT NULL THEN json_build_object('address', g.address, 'city', g.city, 'country', g.country, 'zipCode', g.zip_code) END AS "lastPlace"
     FROM found f
     LEFT JOIN users u ON u.id = f.user_id
     LEFT JOIN LATERAL (SELECT * FROM guest_order o WHERE o.person = f.person ORDER BY o.id DESC LIMIT 1) g ON f.user_id IS NULL
     ORDER BY coalesce(g.id, (SELECT max(c.id) FROM checkout c WHERE c.user_id = f.user_id)) DESC NULLS LAST, f.user_id DESC NULLS LAST
     LIMIT ${FOUND_AT_MOST}`,
    match.values,
  );
  return { rows, length: rows.length };
}
