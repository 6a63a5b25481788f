import type { Context } from '../../core/context.js';
import { badInput } from '../../core/errors.js';
import type { ShopTime } from '../../core/shop-time.js';
import { parse } from '../../core/validation.js';
import { dashboardQuery, MAX_DASHBOARD_DAYS } from './office.inputs.js';

/** A variant with this many units or fewer is «заканчивается» (the partial index of migration BackOfficeIndexes says the same). */
export const LOW_STOCK = 5;
const TOP_PRODUCTS = 5;
const TOP_PROMOTIONS = 5;
const LOW_STOCK_ROWS = 10;

export interface Dashboard {
  from: string;
  to: string;
  /** Each day: orders placed; revenue: money received less money returned that day; refunds: money returned. */
  days: { date: string; orders: number; revenue: number; refunds: number }[];
  totals: { orders: number; revenue: number; refunds: number; averageOrder: number; cancelled: number; discounts: number; discountedOrders: number };
  topProducts: { id: number; name: string; quantity: number; revenue: number }[];
  /** The promotions that gave the most, ₽; one deleted since keeps the name the orders copied, with no id. */
  promotions: { promotionId: number | null; name: string; orders: number; amount: number }[];
  lowStock: { productId: number; variantId: number; name: string; sku: string; stock: number }[];
  waiting: { newOrders: number; unansweredQuestions: number; unansweredReviews: number };
  newSubscribers: number;
}

/**
 * Money in and out of the shop, each when it moved: ЮKassa's payments when paid and refunds when
 * done, and what staff recorded the shop took or gave back (CONTRACT §17); returned money negative.
 */
const moneyMoves = `
  SELECT p.paid_at AS at, p.amount FROM payment p WHERE p.status = 'succeeded'
  UNION ALL SELECT r.finished_at, -r.amount FROM refund r WHERE r.status = 'succeeded'
  UNION ALL SELECT s.created_at, CASE WHEN s.kind = 'payment' THEN s.amount ELSE -s.amount END FROM shop_payment s`;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The figures of the back office's home (CONTRACT §10, §17), in one statement: orders placed each
 * day of the range (in the shop's time zone); revenue net of refunds, by the day the money moved,
 * with the refunds beside it; the average order of those neither cancelled nor fully refunded;
 * discounts of those not cancelled; the best
 * sellers at what they were sold for (after discounts), the promotions that gave the most, the
 * variants running out, and what waits for a manager.
 */
export class DashboardService {
  constructor(private readonly time: ShopTime) {}

  /** The range asked, or the last 30 days; 400 when it is upside down or longer than a year. */
  private range(input: unknown): { from: string; to: string } {
    const asked = parse(dashboardQuery, input);
    const to = asked.to ?? this.time.dayOf(new Date());
    const from = asked.from ?? dayText(dayNumber(to) - 29);
    if (dayNumber(from) > dayNumber(to)) throw badInput({ from: 'Начало периода позже его конца' });
    if (dayNumber(to) - dayNumber(from) + 1 > MAX_DASHBOARD_DAYS) throw badInput({ from: `Период не длиннее ${MAX_DASHBOARD_DAYS} дней` });
    return { from, to };
  }

  async read(ctx: Context, input: unknown): Promise<Dashboard> {
    const { from, to } = this.range(input);
    const zone = this.time.zone;
    const [row] = await ctx.em.execute<Omit<Dashboard, 'from' | 'to'>[]>(
      `WITH bounds AS (SELECT (?::date::timestamp AT TIME ZONE ?) AS start, ((?::date + 1)::timestamp AT TIME ZONE ?) AS stop),
      placed AS (
        SELECT c.id, (c.created_at AT TIME ZONE ?)::date AS day, c.status <> 'cancelled' AS counted, c.total_amount, c.discount_amount,
          c.status <> 'cancelled' AND c.payment_status IS DISTINCT FROM 'refunded' AS kept
        FROM checkout c, bounds b WHERE c.created_at >= b.start AND c.created_at < b.stop),
      money AS (${moneyMoves}),
      moved AS (SELECT (m.at AT TIME ZONE ?)::date AS day, m.amount FROM money m, bounds b WHERE m.at >= b.start AND m.at < b.stop),
      days AS (
        SELECT to_char(d, 'YYYY-MM-DD') AS date,
          (SELECT count(*) FROM placed p WHERE p.day = d::date)::int AS orders,
          coalesce((SELECT sum(m.amount) FROM moved m WHERE m.day = d::date), 0)::float8 AS revenue,
          coalesce((SELECT -sum(m.amount) FROM moved m WHERE m.day = d::date AND m.amount < 0), 0)::float8 AS refunds
        FROM generate_series(?::date, ?::date, interval '1 day') d),
      sold AS (
        SELECT v.product_id AS id, coalesce(max(pr.name), max(l.product_name)) AS name, sum(l.quantity)::int AS quantity, sum(l.quantity * l.price - l.discount)::float8 AS revenue
        FROM checkout_line l JOIN placed p ON p.id = l.checkout_id AND p.counted
        JOIN product_variant v ON v.id = l.product_variant_id LEFT JOIN product pr ON pr.id = v.product_id
        GROUP BY v.product_id ORDER BY quantity DESC, revenue DESC, id LIMIT ${TOP_PRODUCTS}),
      given AS (
        SELECT d.promotion_id AS "promotionId", coalesce(max(pm.name), max(d.name)) AS name, count(DISTINCT d.checkout_id)::int AS orders, sum(d.amount)::float8 AS amount
        FROM checkout_discount d JOIN placed p ON p.id = d.checkout_id AND p.counted LEFT JOIN promotion pm ON pm.id = d.promotion_id
        WHERE d.amount > 0
        GROUP BY d.promotion_id, CASE WHEN d.promotion_id IS NULL THEN d.name END
        ORDER BY amount DESC, orders DESC, name LIMIT ${TOP_PROMOTIONS}),
      running_out AS (
        SELECT v.product_id AS "productId", v.id AS "variantId", pr.name, v.sku, v.stock
        FROM product_variant v JOIN product pr ON pr.id = v.product_id
        WHERE v.stock <= ${LOW_STOCK} AND NOT v.hidden AND pr.available ORDER BY v.stock, v.id LIMIT ${LOW_STOCK_ROWS})
      SELECT
        (SELECT json_agg(days ORDER BY days.date) FROM days) AS days,
        (SELECT json_build_object('orders', count(*), 'cancelled', count(*) FILTER (WHERE NOT counted),
          'revenue', (SELECT coalesce(sum(amount), 0) FROM moved)::float8,
          'refunds', (SELECT coalesce(-sum(amount), 0) FROM moved WHERE amount < 0)::float8,
          'averageOrder', coalesce(round(avg(total_amount) FILTER (WHERE kept), 2), 0)::float8,
          'discounts', coalesce(sum(discount_amount) FILTER (WHERE counted), 0)::float8,
          'discountedOrders', count(*) FILTER (WHERE counted AND discount_amount > 0)) FROM placed) AS totals,
        (SELECT coalesce(json_agg(sold ORDER BY sold.quantity DESC, sold.revenue DESC, sold.id), '[]') FROM sold) AS "topProducts",
        (SELECT coalesce(json_agg(given ORDER BY given.amount DESC, given.orders DESC, given.name), '[]') FROM given) AS promotions,
        (SELECT coalesce(json_agg(running_out ORDER BY running_out.stock, running_out."variantId"), '[]') FROM running_out) AS "lowStock",
        json_build_object(
          'newOrders', (SELECT count(*) FROM checkout WHERE status = 'new'),
          'unansweredQuestions', (SELECT count(*) FROM question WHERE comment_count = 0),
          'unansweredReviews', (SELECT count(*) FROM review WHERE comment_count = 0)) AS waiting,
        (SELECT count(*)::int FROM subscriber s, bounds b WHERE s.status = 'confirmed' AND s.confirmed_at >= b.start AND s.confirmed_at < b.stop) AS "newSubscribers"`,
      [from, zone, to, zone, zone, zone, from, to],
    );
    return { from, to, ...row };
  }
}
