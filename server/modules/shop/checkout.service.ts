import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { againWhenCrossed, badInput, forbidden, notFound, refusal } from '../../core/errors.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import type { MailQueue } from '../../core/mail/mailer.js';
import { counter } from '../../core/metrics.js';
import { authorize, authorizeOwner, can } from '../../core/permissions.js';
import { id as idSchema, parse } from '../../core/validation.js';
import type { ConsentService } from '../identity/consent.service.js';
import type { StockService } from '../catalogue/stock.service.js';
import { variantLookColumns, type VariantLook } from '../catalogue/product.service.js';
import { User } from '../identity/user.entity.js';
import { Address } from './address.entity.js';
import { Checkout, CheckoutLine } from './checkout.entity.js';
import { byCdek, PickupPoint, type DeliveryMethod, type PaymentMethod, type PickupPlace } from './checkout-methods.entities.js';
import type { CheckoutMethodService } from './checkout-methods.service.js';
import { newOrderLetter, orderPlacedLetter, type OrderedLine } from './order-letters.js';
import { checkoutBody, checkoutExportQuery, checkoutQuery, directCheckoutBody, placeFields } from './checkout.inputs.js';
import { checkoutsCsv, checkoutsFileName } from './checkout-export.js';
import { checkoutHistory, type CheckoutStep } from './checkout-history.js';
import type { ShopTime } from '../../core/shop-time.js';
import { checkoutView, listCheckouts, type CheckoutView } from './checkout-list.js';
import { authorizeOrder } from './order-access.js';
import type { PaymentService } from './payment/payment.service.js';
import type { PromotionService } from './promotion/promotion.service.js';
import { CheckoutDiscount } from './promotion/promotion.entities.js';
import { byCaller, recordEvent, type EventBy } from './order-events.js';
import { roubles } from './order-letters.js';
import type { AbuseLimits } from '../../core/config.js';
import { normalEmail, normalPhone, storedPhone } from '../../core/contacts.js';
import { refuseTooManyUnpaid } from './unpaid-orders.js';
import type { CarriedDelivery, DeliveryChoiceService } from './delivery-choice.service.js';
import { refuseChangedDeliveryPrice } from './delivery-price.js';

/** Orders placed by shoppers and staff through the APIs since this process started (CONTRACT §22: /metrics sums the workers). */
const ordersPlaced = counter('vitrina_orders_placed_total', 'Оформленные заказы с запуска процесса');

interface OrderMethods {
  delivery: DeliveryMethod | null;
  payment: PaymentMethod | null;
  /** Where a pickup order is collected, as the order keeps it; null for a courier. */
  pickupPoint: PickupPlace | null;
  /** СДЭК's quote and the chosen point, for a СДЭК method. */
  carried: CarriedDelivery | null;
}

/** The street address of an order picked up at the shop. */
const NO_PLACE = { address: '', city: '', country: '', zipCode: '' };

interface BasketRow extends VariantLook {
  variantId: number;
  quantity: number;
  price: string;
  sku: string;
  name: string;
  productId: number;
  categoryId: number | null;
  brandId: number | null;
  onSale: boolean;
}

/** Orders: a basket becomes an order in one transaction, stock never below zero; its statuses move in OrderStatusService. */
export class CheckoutService {
  constructor(
    private readonly mailer: MailQueue,
    private readonly consents: ConsentService,
    private readonly stock: StockService,
    private readonly deliveries: CheckoutMethodService<DeliveryMethod>,
    private readonly payments: CheckoutMethodService<PaymentMethod>,
    private readonly time: ShopTime,
    private readonly paying: PaymentService,
    private readonly promotions: PromotionService,
    /** Where staff hear of new orders, and the base of the back office's links (NOTIFY_EMAIL, PUBLIC_URL). */
    private readonly staff: { notifyEmail: string; publicUrl: string },
    private readonly limits: AbuseLimits,
    /** RETURN_DAYS: how long after delivery an order's view offers a return. */
    private readonly returnDays: number,
    private readonly carrier: DeliveryChoiceService,
  ) {}

  /**
   * A guest's order: contact and address in the body (kept as an address too; pickup takes
   * none), consent required; the basket is emptied.
   */
  async placeDirect(ctx: Context, input: unknown): Promise<CheckoutView> {
    const { basketId, consent: _consent, comment, email, deliveryMethodId, paymentMethodId, pickupPointId, cityCode, cityName, deliveryPointCode, deliveryPrice, ...recipient } = parse(directCheckoutBody, input);
    // Staff take a phone order for a caller who has no account: the order is the caller's, not theirs.
    const byPhone = can(ctx.actor, 'checkout.manage');
    if (!email && !byPhone) throw badInput({ email: 'Обязательное поле' });
    // Asked before the order's transaction, so nothing is locked while СДЭК is asked.
    const carried = await this.carrier.forOrder(ctx.em, deliveryMethodId, basketId, { cityCode, cityName, deliveryPointCode });
    const placed = await againWhenCrossed(() => ctx.em.transactional(async (em) => {
      const methods = await this.methods(em, deliveryMethodId, paymentMethodId, pickupPointId, carried);
      const user = ctx.actor && !byPhone ? em.getReference(User, ctx.actor.id) : null;
      const pickup = methods.delivery?.needsAddress === false;
      const place = pickup ? NO_PLACE : parse(placeFields, recipient);
      const deliveryAddress = pickup ? null : em.create(Address, { ...recipient, ...place, user });
      const placed = await this.place(ctx, em, basketId, methods, { ...recipient, ...place, email: email ?? '', comment: comment ?? '', user, deliveryAddress }, deliveryPrice);
      this.consents.record(ctx, em, { purpose: 'checkout', email: email ?? null, phone: recipient.phone, user });
      return placed;
    }));
    return this.placed(ctx, placed);
  }

  /**
   * A signed-in user's order to one of their addresses, or picked up (the recipient from the
   * address or the profile, with a phone); staff may order for a customer (`userId`).
   */
  async placeForUser(ctx: Context, input: unknown): Promise<CheckoutView> {
    const { basketId, addressId, phone, comment, userId, deliveryMethodId, paymentMethodId, pickupPointId, cityCode, cityName, deliveryPointCode, deliveryPrice } = parse(checkoutBody, input);
    const customerId = userId ?? ctx.actor!.id;
    if (customerId !== ctx.actor!.id) authorize(ctx.actor, 'checkout.manage');
    const carried = await this.carrier.forOrder(ctx.em, deliveryMethodId, basketId, { cityCode, cityName, deliveryPointCode });
    const placed = await againWhenCrossed(() => ctx.em.transactional(async (em) => {
      const customer = await em.findOne(User, customerId);
      if (!customer) throw badInput({ userId: 'Пользователь не найден' });
      const methods = await this.methods(em, deliveryMethodId, paymentMethodId, pickupPointId, carried);
      const pickup = methods.delivery?.needsAddress === false;
      const chosen = addressId === undefined ? null : await em.findOne(Address, addressId);
      if (addressId !== undefined && !chosen) throw badInput({ addressId: 'Адрес не найден' });
      if (!chosen && !pickup) throw badInput({ addressId: 'Обязательное поле' });
      if (chosen && chosen.user?.id !== customer.id && !(!chosen.user && can(ctx.actor, 'checkout.manage'))) throw forbidden();
      const person = chosen ?? customer;
      if (!person.firstName) throw badInput({ addressId: 'Выберите адрес или укажите имя в профиле' });
      const recipientPhone = phone ?? (chosen?.phone && (storedPhone(chosen.phone) ?? chosen.phone)) ?? '';
      if (pickup && !recipientPhone) throw badInput({ phone: 'Укажите телефон: мы позвоним, когда заказ будет готов' });
      if (!pickup && methods.delivery && !recipientPhone) throw badInput({ phone: 'Укажите телефон: курьер позвонит перед доставкой' });
      const place = pickup || !chosen ? NO_PLACE : { address: chosen.address, city: chosen.city, country: chosen.country, zipCode: chosen.zipCode };
      const fields = { firstName: person.firstName, lastName: person.lastName, phone: recipientPhone, ...place, email: customer.email, comment: comment ?? '', user: customer, deliveryAddress: pickup ? null : chosen };
      return this.place(ctx, em, basketId, methods, fields, deliveryPrice);
    }));
    return this.placed(ctx, placed);
  }

  /**
   * After an order is written: its letters go out, and an order paid online has its payment made
   * at ЮKassa. When ЮKassa does not answer now, the order stands: the shopper pays from its page,
   * and the shop sends the written payment again by itself.
   */
  private async placed(ctx: Context, { id, paymentId }: { id: number; paymentId: number | null }): Promise<CheckoutView> {
    ordersPlaced.inc();
    void this.mailer.deliver();
    if (paymentId) await this.paying.send(ctx.em, paymentId).catch((error) => ctx.log.warn({ err: error, order: id }, 'платёж ЮKassa не создан при оформлении'));
    return checkoutView(ctx.em, id, this.returnDays);
  }

  /**
   * The active methods a body names; none named, none used (an order of the original API). A pickup
   * needs an active point (CONTRACT §19), copied into the order; a courier takes none.
   */
  private async methods(em: EntityManager, deliveryMethodId?: number, paymentMethodId?: number, pickupPointId?: number, carried: CarriedDelivery | null = null): Promise<OrderMethods> {
    const delivery = deliveryMethodId === undefined ? null : await this.deliveries.forOrder(em, deliveryMethodId);
    const payment = paymentMethodId === undefined ? null : await this.payments.forOrder(em, paymentMethodId);
    // A method switched to СДЭК or back while its quote was asked: the quote no longer fits it.
    if (delivery && byCdek(delivery) !== Boolean(carried)) throw badInput({ deliveryMethodId: 'Способ доставки изменился: выберите его ещё раз' });
    if (delivery?.needsAddress !== false || carried) return { delivery, payment, pickupPoint: null, carried };
    const point = pickupPointId === undefined ? null : await em.findOne(PickupPoint, { id: pickupPointId, active: true });
    if (!point) throw badInput({ pickupPointId: 'Выберите пункт самовывоза' });
    return { delivery, payment, pickupPoint: { name: point.name, address: point.address, hours: point.hours, phone: point.phone }, carried };
  }


  /** An order: its owner, staff, or a guest holding its key (`token`). */
  async get(ctx: Context, id: unknown, token?: string): Promise<CheckoutView> {
    const order = await checkoutView(ctx.em, parse(idSchema, id), this.returnDays);
    authorizeOrder(ctx.actor, order, token);
    return order;
  }

  /** The order's status timeline with who moved it and when (staff); 404 for no such order. */
  async history(ctx: Context, id: unknown): Promise<Page<CheckoutStep>> {
    const steps = await checkoutHistory(ctx.em, parse(idSchema, id));
    if (!steps.length) throw notFound();
    return { rows: steps, length: steps.length };
  }

  /** The signed-in user's orders. */
  mine(ctx: Context, input: unknown): Promise<Page<CheckoutView>> {
    return this.list(ctx, { ...withoutBlanks(input), userId: ctx.actor!.id });
  }

  /** Orders found by number, customer or phone, status and dates (staff; `mine` for a customer). */
  list(ctx: Context, input: unknown): Promise<Page<CheckoutView>> {
    const { limit, offset, sortBy, orderBy, ...filters } = parse(checkoutQuery, withoutBlanks(input));
    return listCheckouts(ctx.em, filters, this.time.zone, { limit, offset, sortBy, orderBy }, this.returnDays);
  }

  /** The matching orders as a CSV file's text (staff), the list's filters without paging. */
  exportCsv(ctx: Context, input: unknown): AsyncGenerator<string> {
    return checkoutsCsv(ctx.em, parse(checkoutExportQuery, withoutBlanks(input)), this.time, this.returnDays);
  }

  /** `orders-2026-11-24.csv`, today in the shop. */
  exportFileName(): string {
    return checkoutsFileName(this.time);
  }

  /**
   * The basket's lines become the order's: prices copied from the variants, stock taken with a
   * conditional update (so concurrent orders for the last unit cannot both succeed), basket emptied.
   * A customer's basket is ordered only by that customer or staff; its row stays locked until the
   * order is written, so two simultaneous checkouts of one basket cannot both take its lines.
   */
  private async place(ctx: Context, em: EntityManager, basketId: string, methods: OrderMethods, fields: Record<string, unknown> & { email: string; user: User | null }, shownDeliveryPrice?: number): Promise<{ id: number; paymentId: number | null }> {
    const [basket] = await em.execute<{ userId: number | null; promoCode: string | null }[]>('SELECT user_id AS "userId", promo_code AS "promoCode" FROM basket WHERE id = ? FOR UPDATE', [basketId]);
    if (!basket) throw badInput({ basketId: 'Корзина пуста или не найдена' });
    if (basket.userId !== null) authorizeOwner(ctx.actor, basket.userId, 'basket.list');
    const lines = await em.execute<BasketRow[]>(
      `SELECT l.product_variant_id AS "variantId", l.quantity, v.price::text AS price, v.sku, p.name, p.id AS "productId",
              p.category_id AS "categoryId", p.brand_id AS "brandId", (p.available AND NOT v.hidden) AS "onSale", ${variantLookColumns}
       FROM basket_line l JOIN product_variant v ON v.id = l.product_variant_id JOIN product p ON p.id = v.product_id
       WHERE l.basket_id = ? ORDER BY l.product_variant_id`,
      [basketId],
    );
    if (!lines.length) throw badInput({ basketId: 'Корзина пуста или не найдена' });
    const gone = lines.find((line) => !line.onSale);
    if (gone) throw refusal(409, 'PRODUCT_OFF_SALE', `Товар «${gone.name}» больше не продаётся. Уберите его из корзины.`, { productId: gone.productId, variantId: gone.variantId });
    // Staff take phone orders of any size and for anyone; shoppers are held to the abuse limits (CONTRACT §18).
    const shopper = !can(ctx.actor, 'checkout.manage');
    const tooMany = lines.find((line) => line.quantity > this.limits.maxLineQuantity);
    if (tooMany && shopper) throw badInput({ quantity: `«${tooMany.name}»: не больше ${this.limits.maxLineQuantity} шт. одного товара в заказе` });
    const buyer = { emailKey: normalEmail(fields.email), phoneKey: normalPhone(String(fields.phone ?? '')), ip: ctx.ip };
    const { delivery: method, carried } = methods;
    const priced = method && carried ? { price: carried.price, freeFrom: method.freeFrom } : method;
    const pricing = await this.promotions.priceOrder(em, lines, basket.promoCode, priced, { userId: fields.user?.id ?? null, ...buyer });
    refuseChangedDeliveryPrice(shownDeliveryPrice, pricing.deliveryPrice, method, carried);
    const stockLines = lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity }));
    const delivery = pricing.deliveryPrice;
    const total = Math.round(pricing.itemsAmount * 100) - Math.round(pricing.discountAmount * 100) + Math.round(delivery * 100);
    // An order the discounts made free has nothing to pay: ЮKassa takes no payment of 0 ₽.
    const online = methods.payment?.kind === 'online' && total > 0;
    if (online && shopper) await refuseTooManyUnpaid(em, this.limits, buyer);
    // An order paid online holds its goods until it is paid (CONTRACT §16); `releaseUnpaid` gives them back when it is not in time.
    await this.stock.take(em, stockLines, online ? 'reservation' : 'order');
    const order = em.create(Checkout, {
      ...(fields as object),
      basketId,
      deliveryMethod: methods.delivery,
      deliveryMethodName: methods.delivery?.name ?? '',
      deliveryPrice: delivery.toFixed(2),
      paymentMethod: methods.payment,
      paymentMethodName: methods.payment?.name ?? '',
      pickupPoint: methods.pickupPoint,
      deliveryTariff: carried?.tariff ?? null,
      deliveryDaysMin: carried?.daysMin ?? null,
      deliveryDaysMax: carried?.daysMax ?? null,
      deliveryPoint: carried?.point ?? null,
      deliveryCity: carried ? { code: carried.city.code, name: carried.city.name || String(fields.city ?? '') } : null,
      itemsAmount: pricing.itemsAmount.toFixed(2),
      promoCode: basket.promoCode,
      discountAmount: pricing.discountAmount.toFixed(2),
      totalAmount: (total / 100).toFixed(2),
      emailKey: buyer.emailKey,
      phoneKey: buyer.phoneKey,
      placedIp: ctx.ip || null,
    } as never) as Checkout;
    const ordered: OrderedLine[] = lines.map((line, i) => ({ name: line.name, sku: line.sku, quantity: line.quantity, price: line.price, discount: pricing.lineDiscounts[i], sizeName: line.sizeName, colorName: line.colorName, image: line.image }));
    lines.forEach((line, i) => {
      const { sizeName, colorName, image } = line;
      em.create(CheckoutLine, { checkout: order, productVariant: line.variantId, quantity: line.quantity, price: line.price, discount: pricing.lineDiscounts[i].toFixed(2), productName: line.name, sku: line.sku, sizeName, colorName, image });
    });
    for (const discount of pricing.discounts) em.create(CheckoutDiscount, { checkout: order, promotion: discount.promotionId, name: discount.name, amount: discount.amount, freeDelivery: discount.freeDelivery });
    await em.flush();
    await this.placedEvents(em, order, byCaller(ctx), pricing.discounts);
    await this.stock.numbered(em, order.id);
    await this.stock.sold(em, stockLines);
    await em.execute('DELETE FROM basket_line WHERE basket_id = ?', [basketId]);
    if (basket.promoCode) await em.execute('UPDATE basket SET promo_code = NULL WHERE id = ?', [basketId]);
    if (order.email) await this.mailer.queue(em, orderPlacedLetter(order, methods.delivery, ordered, pricing.discounts, this.staff.publicUrl, online ? this.paying.orderUrl(order) : undefined));
    await this.mailer.queue(em, newOrderLetter(this.staff.notifyEmail, order, ordered, pricing.discounts, this.staff.publicUrl));
    if (!online) return { id: order.id, paymentId: null };
    const payment = this.paying.begin(em, order, ordered.map((l) => ({ productName: l.name, sku: l.sku, quantity: l.quantity, price: Number(l.price), discount: l.discount })));
    await em.flush();
    return { id: order.id, paymentId: payment.id };
  }

  /** The order's first events: placed, and each promotion it got. */
  private async placedEvents(em: EntityManager, order: Checkout, by: EventBy, discounts: { name: string; amount: number; freeDelivery: boolean }[]): Promise<void> {
    await recordEvent(em, order.id, 'placed', by, `Заказ оформлен на ${roubles(order.totalAmount)}`, { amount: Number(order.totalAmount) });
    for (const [i, discount] of discounts.entries()) {
      const given = discount.freeDelivery && !discount.amount ? 'бесплатная доставка' : `скидка ${roubles(discount.amount)}`;
      const text = order.promoCode && i === 0 ? `Применён промокод ${order.promoCode} («${discount.name}»): ${given}` : `Акция «${discount.name}»: ${given}`;
      await recordEvent(em, order.id, 'promo', by, text, { amount: discount.amount });
    }
  }
}
