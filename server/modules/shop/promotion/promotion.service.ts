import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../../core/context.js';
import { badInput, duplicate, flushOrRefuse, notFound, refuseStale } from '../../../core/errors.js';
import { containing, withoutBlanks, type Page } from '../../../core/list.js';
import { Conditions } from '../../../core/sql.js';
import { id as idSchema, parse } from '../../../core/validation.js';
import { deliveryPrice, type DeliveryMethod } from '../checkout-methods.entities.js';
import { NOT_FOUND, priceBasket, promoRefused, type PricedLine, type Pricing, type PromotionRule, type PromotionTerms } from './discounts.js';
import { Promotion } from './promotion.entities.js';
import { promotionBody, promotionQuery } from './promotion.inputs.js';

/** A promotion as staff see it, with how many orders (not cancelled) got it and how much it gave. */
export interface PromotionView extends PromotionTerms {
  id: number;
  version: number;
  used: number;
  discountTotal: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A promotion running now without a code, as shoppers are told of it (the /discount page). */
export interface CurrentPromotion {
  id: number;
  name: string;
  kind: Promotion['kind'];
  value: number;
  minOrderAmount: number | null;
  endsAt: Date | null;
  firstOrderOnly: boolean;
  categories: { id: number; name: string; url: string }[];
  brands: { id: number; name: string; url: string }[];
  /** How many products it names one by one. */
  productCount: number;
}

/**
 * The customer whose limits count: a signed-in user, an order's email and phone written one way
 * (`core/contacts.ts`, CONTRACT §18: `v.ictim@gmail.com` and `victim+1@googlemail.com` are one
 * person), or nobody known yet.
 */
export interface PromotionCustomer {
  userId: number | null;
  emailKey: string | null;
  phoneKey: string | null;
}

/** The orders a promotion gave something to (CONTRACT §17: a free delivery that was free anyway is no use of it). */
const given = `FROM checkout_discount d JOIN checkout c ON c.id = d.checkout_id WHERE d.promotion_id = p.id AND d.amount > 0 AND c.status <> 'cancelled'`;
const ofCustomer = `(c.user_id = ?::int OR c.email_key = ?::text OR c.phone_key = ?::text)`;

const ruleColumns = `p.id, p.name, p.code, p.kind, p.value::float8 AS value, p.min_order_amount::float8 AS "minOrderAmount",
  ARRAY(WITH RECURSIVE t(id) AS (SELECT unnest(p.category_ids) UNION SELECT k.id FROM category k JOIN t ON k.parent_id = t.id) SELECT id FROM t) AS "categoryIds",
  p.brand_ids AS "brandIds", p.product_ids AS "productIds", p.starts_at AS "startsAt", p.ends_at AS "endsAt",
  p.usage_limit AS "usageLimit", p.per_customer_limit AS "perCustomerLimit", p.first_order_only AS "firstOrderOnly", p.active`;

/** Automatic promotions on now, and the basket's code whatever its state (its refusal says why). */
const ruleWhere = `WHERE (p.code IS NULL AND p.active AND (p.starts_at IS NULL OR p.starts_at <= now()) AND (p.ends_at IS NULL OR p.ends_at > now())) OR lower(p.code) = lower(?::text)`;

/**
 * Promotions (CONTRACT §15): staff keep them; the basket and the checkout read the ones that apply,
 * with their usage, for the one discount calculation (`discounts.ts`).
 */
export class PromotionService {
  async list(ctx: Context, input: unknown): Promise<Page<PromotionView>> {
    const { limit, offset, sortBy, orderBy, active, q } = parse(promotionQuery, withoutBlanks(input));
    const where = new Conditions();
    if (active !== undefined) where.add('p.active = ?', active);
    if (q) where.add('(p.name ILIKE ? OR p.code ILIKE ?)', containing(q), containing(q));
    const column = { id: 'p.id', name: 'p.name', createdAt: 'p.created_at', endsAt: 'p.ends_at' }[sortBy];
    const rows = await this.views(ctx.em, where, `${column} ${orderBy} NULLS LAST, p.id LIMIT ${limit} OFFSET ${offset}`);
    const [{ n }] = await ctx.em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM promotion p ${where.where}`, where.values);
    return { rows, length: n };
  }

  async get(ctx: Context, id: unknown): Promise<PromotionView> {
    return this.view(ctx.em, parse(idSchema, id));
  }

  async create(ctx: Context, input: unknown): Promise<PromotionView> {
    const { version: _version, ...fields } = parse(promotionBody, input);
    const promotion = ctx.em.create(Promotion, fields as never) as Promotion;
    this.check(promotion);
    await flushOrRefuse(ctx.em, () => duplicate('code', 'Такой промокод уже есть'));
    return this.view(ctx.em, promotion.id);
  }

  /** Changes a promotion; one sent with an older `version` than stored is refused (409 STALE with the promotion now). */
  async update(ctx: Context, id: unknown, input: unknown): Promise<PromotionView> {
    const promotionId = parse(idSchema, id);
    const { version, ...changes } = parse(promotionBody.partial(), input);
    await ctx.em.transactional(async (em) => {
      const promotion = await em.findOne(Promotion, promotionId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!promotion) throw notFound();
      await refuseStale(version, promotion.version, () => this.view(ctx.em, promotionId));
      em.assign(promotion, changes as never);
      this.check(promotion);
      await flushOrRefuse(em, () => duplicate('code', 'Такой промокод уже есть'));
    });
    return this.view(ctx.em, promotionId);
  }

  /** Deletes a promotion; orders keep their copy of what it gave. */
  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const promotionId = parse(idSchema, id);
    if (!(await ctx.em.nativeDelete(Promotion, promotionId))) throw notFound();
    return { id: promotionId };
  }

  /** The automatic promotions on now, ending soonest first: what a shopper gets without a code. Codes stay the staff's to hand out. */
  async current(ctx: Context): Promise<CurrentPromotion[]> {
    const rows = await ctx.em.execute<(CurrentPromotion & { endsAt: string | null })[]>(
      `SELECT p.id, p.name, p.kind, p.value::float8 AS value, p.min_order_amount::float8 AS "minOrderAmount", p.ends_at AS "endsAt", p.first_order_only AS "firstOrderOnly",
         COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'url', c.url) ORDER BY c.name) FROM category c WHERE c.id = ANY(p.category_ids)), '[]') AS categories,
         COALESCE((SELECT json_agg(json_build_object('id', b.id, 'name', b.name, 'url', b.url) ORDER BY b.name) FROM brand b WHERE b.id = ANY(p.brand_ids)), '[]') AS brands,
         cardinality(p.product_ids) AS "productCount"
       FROM promotion p ${ruleWhere} ORDER BY p.ends_at NULLS LAST, p.id`,
      [null],
    );
    return rows.map((row) => ({ ...row, endsAt: row.endsAt ? new Date(row.endsAt) : null }));
  }

  /** The promotion a typed code names, whatever the case; 400 «Промокод не найден» for none or a switched-off one. */
  async byCode(em: EntityManager, code: string): Promise<Promotion> {
    const [found] = await em.find(Promotion, { code: { $ilike: code.replace(/[\\%_]/g, (c) => `\\${c}`) } }, { limit: 1 });
    if (!found || !found.active) throw promoRefused(NOT_FOUND);
    return found;
  }

  /**
   * The promotions a basket or an order may get, with their usage by all and by this customer, and
   * how many orders the customer has placed. `lock` (at checkout) first takes the rows of those with
   * limits, so orders racing for the last uses are counted one after another; the counting statement
   * comes after the lock, so it sees the orders committed meanwhile.
   */
  async rules(em: EntityManager, code: string | null, customer: PromotionCustomer, lock = false): Promise<{ rules: PromotionRule[]; customerOrders: number | null }> {
    if (lock) {
      await em.execute(
        `SELECT p.id FROM promotion p ${ruleWhere.replace('WHERE', 'WHERE (p.usage_limit IS NOT NULL OR p.per_customer_limit IS NOT NULL OR p.first_order_only) AND (')}) ORDER BY p.id FOR UPDATE`,
        [code],
      );
    }
    const known = customer.userId !== null || !!customer.emailKey || !!customer.phoneKey;
    const rows = await em.execute<(PromotionRule & { startsAt: string | null; endsAt: string | null })[]>(
      `SELECT ${ruleColumns},
         CASE WHEN p.usage_limit IS NULL THEN 0 ELSE (SELECT count(*) ${given}) END::int AS used,
         CASE WHEN p.per_customer_limit IS NULL OR NOT ?::boolean THEN 0 ELSE (SELECT count(*) ${given} AND ${ofCustomer}) END::int AS "usedByCustomer"
       FROM promotion p ${ruleWhere} ORDER BY p.id`,
      [known, customer.userId, customer.emailKey, customer.phoneKey, code],
    );
    const rules = rows.map((row) => ({ ...row, startsAt: row.startsAt ? new Date(row.startsAt) : null, endsAt: row.endsAt ? new Date(row.endsAt) : null }));
    if (!known || !rules.some((rule) => rule.firstOrderOnly)) return { rules, customerOrders: known ? 0 : null };
    const [{ n }] = await em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM checkout c WHERE c.status <> 'cancelled' AND ${ofCustomer}`, [customer.userId, customer.emailKey, customer.phoneKey]);
    return { rules, customerOrders: n };
  }

  /**
   * An order's discounts (CONTRACT §15) and its delivery's price, in the order's transaction: the
   * promotions with limits are locked first (`rules`), so orders racing for a code's last use are
   * counted one after another. A code that no longer applies refuses the order: 409 when it is used
   * up, else 400 with the reason.
   */
  async priceOrder(em: EntityManager, lines: (Omit<PricedLine, 'price'> & { price: string })[], code: string | null, delivery: Pick<DeliveryMethod, 'price' | 'freeFrom'> | null, customer: PromotionCustomer): Promise<Pricing & { deliveryPrice: number }> {
    const { rules, customerOrders } = await this.rules(em, code, customer, true);
    const input = { lines: lines.map((line) => ({ ...line, price: Number(line.price) })), rules, code, now: new Date(), customerOrders };
    const goods = priceBasket(input);
    if (goods.codeRefusal) throw promoRefused(goods.codeRefusal, goods.codeRefusal.reason === 'used_up' ? 409 : 400);
    const charge = delivery ? deliveryPrice(delivery, goods.itemsAmount - goods.discountAmount) : 0;
    return { ...priceBasket({ ...input, deliveryPrice: charge }), deliveryPrice: charge };
  }

  private check(promotion: Promotion): void {
    if (promotion.kind === 'percent' && !(promotion.value > 0 && promotion.value <= 100)) throw badInput({ value: 'Процент: больше 0 и не больше 100' });
    if (promotion.kind === 'fixed' && !(promotion.value > 0)) throw badInput({ value: 'Сумма скидки больше 0 ₽' });
    if (promotion.kind === 'free_delivery') promotion.value = 0;
    if (promotion.startsAt && promotion.endsAt && new Date(promotion.endsAt) <= new Date(promotion.startsAt)) throw badInput({ endsAt: 'Позже начала действия' });
    if (promotion.code === '') promotion.code = null;
  }

  private async view(em: EntityManager, id: number): Promise<PromotionView> {
    const where = new Conditions();
    where.add('p.id = ?', id);
    const [row] = await this.views(em, where, 'p.id');
    if (!row) throw notFound();
    return row;
  }

  private async views(em: EntityManager, where: Conditions, order: string): Promise<PromotionView[]> {
    const rows = await em.execute<(PromotionView & { startsAt: string | null; endsAt: string | null; createdAt: string; updatedAt: string })[]>(
      `SELECT p.id, p.name, p.code, p.kind, p.value::float8 AS value, p.min_order_amount::float8 AS "minOrderAmount",
         p.category_ids AS "categoryIds", p.brand_ids AS "brandIds", p.product_ids AS "productIds", p.starts_at AS "startsAt", p.ends_at AS "endsAt",
         p.usage_limit AS "usageLimit", p.per_customer_limit AS "perCustomerLimit", p.first_order_only AS "firstOrderOnly", p.active,
         p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.version, u.used, u.total AS "discountTotal"
       FROM promotion p CROSS JOIN LATERAL (SELECT count(*)::int AS used, COALESCE(sum(d.amount), 0)::float8 AS total ${given}) u
       ${where.where} ORDER BY ${order}`,
      where.values,
    );
    const date = (value: string | null) => (value ? new Date(value) : null);
    return rows.map((row) => ({ ...row, startsAt: date(row.startsAt), endsAt: date(row.endsAt), createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) }));
  }
}
