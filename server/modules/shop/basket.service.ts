import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { badInput, notFound } from '../../core/errors.js';
import type { Page } from '../../core/list.js';
import { authorizeOwner, can } from '../../core/permissions.js';
import type { AbuseLimits } from '../../core/config.js';
import { parse } from '../../core/validation.js';
import { listBaskets, type BasketSummary } from './basket-list.js';
import { User } from '../identity/user.entity.js';
import { Basket } from './basket.entity.js';
import { basketId, lineBody, lineRemoveBody } from './basket.inputs.js';
import { priceBasket, promoRefused, type DiscountLine, type PricedLine, type PromoReason } from './promotion/discounts.js';
import { promoBody } from './promotion/promotion.inputs.js';
import type { PromotionService } from './promotion/promotion.service.js';
import type { ShopTime } from '../../core/shop-time.js';
import { variantLookColumns, type VariantLook } from '../catalogue/product.service.js';

export interface BasketLineView extends VariantLook {
  id: number;
  quantity: number;
  price: number;
  /** The line's discount (its whole quantity) and a unit's price after it, ₽. */
  discount: number;
  discountedPrice: number;
  productVariant: {
    id: number;
    sku: string;
    price: number;
    oldPrice: number | null;
    stock: number;
    size: string | null;
    color: string | null;
    product: { id: number; name: string; url: string; images: string[] };
  };
}

export interface BasketView {
  id: string;
  userId: number | null;
  orderProducts: BasketLineView[];
  /** The lines that can be bought at their prices, the discounts on them, and what is left to pay (before delivery). */
  itemsAmount: number;
  discountAmount: number;
  totalAmount: number;
  promoCode: string | null;
  /** Why the applied code gives nothing now (expired, used up, below its sum), if so. */
  promoProblem: string | null;
  promoProblemReason: PromoReason | null;
  discounts: DiscountLine[];
  problems: { productVariantId: number; reason: string }[];
}

interface LineRow extends PricedLine, VariantLook {
  id: number;
  quantity: number;
  variantId: number;
  sku: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  onSale: boolean;
  size: string | null;
  color: string | null;
  productId: number;
  name: string;
  url: string;
  images: string[];
}

/** What is wrong with a line, if anything: the shopper is told, the line is not dropped. */
function problemOf(line: LineRow): string | null {
  if (!line.onSale) return 'Товар больше не продаётся';
  if (line.stock === 0) return 'Нет в наличии';
  if (line.quantity > line.stock) return `В наличии только ${line.stock} шт.`;
  return null;
}

/**
 * Baskets: made by anyone, used by whoever holds the UUID until a customer owns it, then by that
 * customer and staff only; quantities never above the stock, totals computed here. A customer's basket
 * follows them: the first use of an anonymous basket after signing in makes it theirs, and the lines of
 * their older basket move into it. Staff baskets stay unattached: the back office builds baskets for customers.
 */
export class BasketService {
  constructor(
    private readonly promotions: PromotionService,
    private readonly time: ShopTime,
    private readonly limits: AbuseLimits,
  ) {}

  /** A new basket; a signed-in customer who already has one gets theirs back. */
  async create(ctx: Context): Promise<BasketView> {
    const customer = ctx.actor?.role === 'User' ? ctx.em.getReference(User, ctx.actor.id) : null;
    const existing = customer && (await ctx.em.findOne(Basket, { user: customer }, { orderBy: { updatedAt: 'DESC' } }));
    const basket = existing || ctx.em.create(Basket, { user: customer });
    await ctx.em.flush();
    return this.view(ctx, basket);
  }

  /** The back office's list of baskets with their totals (SPEC §7 filters). */
  list(ctx: Context, input: unknown): Promise<Page<BasketSummary>> {
    return listBaskets(ctx.em, input, this.time.zone);
  }

  /** The basket with its lines, the total of the lines that can be bought, and the problems of the others. */
  async get(ctx: Context, id: unknown): Promise<BasketView> {
    return this.view(ctx, await this.open(ctx, id));
  }

  /** Adds to a line (creating it); the new quantity may not exceed the stock. */
  addLine(ctx: Context, id: unknown, input: unknown): Promise<BasketView> {
    const { productVariantId, quantity } = parse(lineBody, input);
    return this.changeLine(ctx, id, productVariantId, quantity, 'add');
  }

  /** Sets a line's quantity; it may not exceed the stock. */
  setLine(ctx: Context, id: unknown, input: unknown): Promise<BasketView> {
    const { productVariantId, quantity } = parse(lineBody, input);
    return this.changeLine(ctx, id, productVariantId, quantity, 'set');
  }

  async removeLine(ctx: Context, id: unknown, input: unknown): Promise<BasketView> {
    const basket = await this.open(ctx, id);
    const { productVariantId } = parse(lineRemoveBody, input);
    await ctx.em.execute('DELETE FROM basket_line WHERE basket_id = ? AND product_variant_id = ?', [basket.id, productVariantId]);
    await this.touch(ctx.em, basket.id);
    return this.view(ctx, basket);
  }

  async clear(ctx: Context, id: unknown): Promise<BasketView> {
    const basket = await this.open(ctx, id);
    await ctx.em.execute('DELETE FROM basket_line WHERE basket_id = ?', [basket.id]);
    await this.touch(ctx.em, basket.id);
    return this.view(ctx, basket);
  }

  /** Applies a promo code (one per basket; a new one replaces the old); 400 with the reason when it gives nothing to this basket. */
  /**
   * Applies a promo code (one per basket; a new one replaces the old); 400 with the reason when it
   * gives nothing to this basket. Each try counts against the basket and the address; a code taken
   * gives its count back, so only refused ones add up — past PROMO_ATTEMPTS in 10 minutes every try
   * is 429, a right code too, so guessing learns nothing (CONTRACT §18).
   */
  async applyPromo(ctx: Context, id: unknown, input: unknown): Promise<BasketView> {
    const basket = await this.open(ctx, id);
    const { code } = parse(promoBody, input);
    // Staff trying a code for a caller on the phone are not guessing.
    const counted = can(ctx.actor, 'checkout.manage') ? [] : [`basket ${basket.id}`, `ip ${ctx.ip}`];
    for (const key of counted) await ctx.throttle('promo', key);
    const view = await this.tryPromo(ctx, basket, code);
    for (const key of counted) await ctx.release('promo', key);
    await ctx.em.execute('UPDATE basket SET promo_code = ?, updated_at = now() WHERE id = ?', [view.promoCode, basket.id]);
    return view;
  }

  /** The basket with the code tried on it; 400 with the reason when the code gives it nothing. */
  private async tryPromo(ctx: Context, basket: OpenBasket, code: string): Promise<BasketView> {
    const promotion = await this.promotions.byCode(ctx.em, code);
    const view = await this.view(ctx, basket, promotion.code!);
    if (view.promoProblem) throw promoRefused({ reason: view.promoProblemReason!, message: view.promoProblem });
    if (!view.discounts.some((discount) => discount.promotionId === promotion.id && (discount.amount > 0 || promotion.kind === 'free_delivery'))) {
      throw promoRefused(view.orderProducts.length ? { reason: 'not_applicable', message: 'Промокод не действует на товары в корзине' } : { reason: 'empty_basket', message: 'Сначала положите товары в корзину' });
    }
    return view;
  }

  async removePromo(ctx: Context, id: unknown): Promise<BasketView> {
    const basket = await this.open(ctx, id);
    await ctx.em.execute('UPDATE basket SET promo_code = NULL, updated_at = now() WHERE id = ?', [basket.id]);
    return this.view(ctx, { ...basket, promoCode: null });
  }

  private async changeLine(ctx: Context, id: unknown, variantId: number, quantity: number, mode: 'add' | 'set'): Promise<BasketView> {
    const basket = await this.open(ctx, id);
    await ctx.em.transactional(async (em) => {
      const [variant] = await em.execute<{ stock: number; onSale: boolean }[]>(
        'SELECT v.stock, (p.available AND NOT v.hidden) AS "onSale" FROM product_variant v JOIN product p ON p.id = v.product_id WHERE v.id = ? FOR SHARE OF v',
        [variantId],
      );
      if (!variant || !variant.onSale) throw badInput({ productVariantId: 'Товар не найден или больше не продаётся' });
      const [line] = await em.execute<{ quantity: number }[]>(
        `INSERT INTO basket_line (basket_id, product_variant_id, quantity) VALUES (?, ?, ?)
         ON CONFLICT (basket_id, product_variant_id) DO UPDATE SET quantity = ${mode === 'add' ? 'basket_line.quantity + EXCLUDED.quantity' : 'EXCLUDED.quantity'}
         RETURNING quantity`,
        [basket.id, variantId, quantity],
      );
      if (line.quantity > variant.stock) throw badInput({ quantity: variant.stock ? `В наличии только ${variant.stock} шт.` : 'Нет в наличии' });
      // One client must not hold the whole stock (CONTRACT §18); staff taking a phone order may.
      if (line.quantity > this.limits.maxLineQuantity && !can(ctx.actor, 'checkout.manage')) throw badInput({ quantity: `Не больше ${this.limits.maxLineQuantity} шт. одного товара в заказе` });
      await this.touch(em, basket.id);
    });
    return this.view(ctx, basket);
  }

  /**
   * The basket by its UUID, claimed for the signed-in customer if it was anonymous. An anonymous basket
   * is anyone's who holds the UUID; a customer's is only theirs and staff's (401 unsigned, 403 others).
   */
  private async open(ctx: Context, id: unknown): Promise<OpenBasket> {
    const basket = await ctx.em.findOne(Basket, parse(basketId, id));
    if (!basket) throw notFound();
    let userId = basket.user?.id ?? null;
    if (userId === null && ctx.actor?.role === 'User') userId = await this.claim(ctx.em, basket.id, ctx.actor.id);
    if (userId !== null) authorizeOwner(ctx.actor, userId, 'basket.list');
    return { id: basket.id, userId, promoCode: basket.promoCode ?? null };
  }

  /**
   * Makes an anonymous basket the customer's and moves their older baskets' lines into it (summed,
   * kept within the stock and MAX_LINE_QUANTITY), so nothing put aside on another device is lost. Returns the owner.
   */
  private claim(em: EntityManager, id: string, userId: number): Promise<number | null> {
    return em.transactional(async (tx) => {
      const claimed = await tx.execute('UPDATE basket SET user_id = ?, updated_at = now() WHERE id = ? AND user_id IS NULL RETURNING id', [userId, id]);
      if (!claimed.length) return (await tx.execute<{ userId: number | null }[]>('SELECT user_id AS "userId" FROM basket WHERE id = ?', [id]))[0].userId;
      await tx.execute(
        `INSERT INTO basket_line (basket_id, product_variant_id, quantity)
         SELECT ?, l.product_variant_id, GREATEST(LEAST(sum(l.quantity), min(v.stock), ${this.limits.maxLineQuantity}), 1)
         FROM basket_line l JOIN basket b ON b.id = l.basket_id JOIN product_variant v ON v.id = l.product_variant_id
         WHERE b.user_id = ? AND b.id <> ? GROUP BY l.product_variant_id
         ON CONFLICT (basket_id, product_variant_id) DO UPDATE SET quantity = GREATEST(basket_line.quantity,
           LEAST(basket_line.quantity + EXCLUDED.quantity, (SELECT stock FROM product_variant WHERE id = EXCLUDED.product_variant_id), ${this.limits.maxLineQuantity}))`,
        [id, userId, id],
      );
      await tx.execute('DELETE FROM basket WHERE user_id = ? AND id <> ?', [userId, id]);
      return userId;
    });
  }

  private async touch(em: EntityManager, id: string): Promise<void> {
    await em.execute('UPDATE basket SET updated_at = now() WHERE id = ?', [id]);
  }

  /** The basket as shoppers see it; `code` tries a code before it is kept. */
  private async view(ctx: Context, basket: OpenBasket | Basket, code?: string): Promise<BasketView> {
    const userId = 'userId' in basket ? basket.userId : (basket.user?.id ?? null);
    const promoCode = code ?? basket.promoCode ?? null;
    const lines = await ctx.em.execute<LineRow[]>(
      `SELECT l.id, l.quantity, v.id AS "variantId", v.sku, v.price::float8 AS price, v.old_price::float8 AS "oldPrice", v.stock,
              (p.available AND NOT v.hidden) AS "onSale", s.name AS size, c.name AS color,
              p.id AS "productId", p.category_id AS "categoryId", p.brand_id AS "brandId", p.name, p.url, p.images, ${variantLookColumns}
       FROM basket_line l JOIN product_variant v ON v.id = l.product_variant_id JOIN product p ON p.id = v.product_id
       LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color c ON c.id = v.color_id
       WHERE l.basket_id = ? ORDER BY l.id`,
      [basket.id],
    );
    const problems = lines.flatMap((line) => {
      const reason = problemOf(line);
      return reason ? [{ productVariantId: line.variantId, reason }] : [];
    });
    const buyable = lines.filter((line) => !problemOf(line));
    const { rules, customerOrders } = await this.promotions.rules(ctx.em, promoCode, { userId, emailKey: null, phoneKey: null });
    const pricing = priceBasket({ lines: buyable, rules, code: promoCode, now: new Date(), customerOrders });
    const discountOf = new Map(buyable.map((line, i) => [line.id, pricing.lineDiscounts[i]]));
    return {
      id: basket.id,
      userId,
      itemsAmount: pricing.itemsAmount,
      discountAmount: pricing.discountAmount,
      totalAmount: Math.round((pricing.itemsAmount - pricing.discountAmount) * 100) / 100,
      promoCode,
      promoProblem: pricing.codeRefusal?.message ?? null,
      promoProblemReason: pricing.codeRefusal?.reason ?? null,
      discounts: pricing.discounts,
      problems,
      orderProducts: lines.map((line) => {
        const discount = discountOf.get(line.id) ?? 0;
        return {
          id: line.id,
          quantity: line.quantity,
          price: line.price,
          discount,
          discountedPrice: Math.round((line.price - discount / line.quantity) * 100) / 100,
          sizeName: line.sizeName,
          colorName: line.colorName,
          image: line.image,
          productVariant: {
            id: line.variantId,
            sku: line.sku,
            price: line.price,
            oldPrice: line.oldPrice,
            stock: line.stock,
            size: line.size,
            color: line.color,
            product: { id: line.productId, name: line.name, url: line.url, images: line.images },
          },
        };
      }),
    };
  }
}

interface OpenBasket {
  id: string;
  userId: number | null;
  promoCode: string | null;
}
