import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { badInput } from '../../core/errors.js';
import { roublesOf } from '../../core/money.js';
import { parse } from '../../core/validation.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { City, ParcelGiven, PickupPoint, Quote, Tariff } from '../delivery/delivery.types.js';
import type { BasketService } from './basket.service.js';
import type { CheckoutMethodService } from './checkout-methods.service.js';
import { byCdek, DeliveryMethod, deliveryPrice } from './checkout-methods.entities.js';
import type { CarrierCity, CarrierPoint } from './checkout.entity.js';
import { citiesQuery, pointsQuery, quoteBody, type CarrierChoice } from './delivery-choice.inputs.js';

/** A СДЭК method's offer for one basket and city. */
export interface DeliveryOffer {
  deliveryMethodId: number;
  name: string;
  kind: DeliveryMethod['kind'];
  /** What the shopper pays for delivery, ₽: СДЭК's price, or 0 from the method's `freeFrom`. */
  price: number;
  /** СДЭК's price before the shop's free-delivery threshold, ₽. */
  carrierPrice: number;
  freeFrom: number | null;
  daysMin: number;
  daysMax: number;
  tariff: number;
}

/** What an order placed with a СДЭК method keeps of its quote and choice. */
export interface CarriedDelivery {
  /** СДЭК's price, ₽; the method's `freeFrom` still applies to it like to any price. */
  price: number;
  daysMin: number;
  daysMax: number;
  tariff: number;
  point: CarrierPoint | null;
  city: CarrierCity;
}

const offered = (em: EntityManager) => em.find(DeliveryMethod, { active: true, kind: { $ne: 'manual' } }, { orderBy: { position: 'asc', id: 'asc' } });

/** The tariff of a method for a point: lockers take their own (the carrier maps `pickup`/`locker`). */
const tariffOf = (method: DeliveryMethod, point?: PickupPoint): Tariff => (method.kind === 'cdek_courier' ? 'courier' : point?.type === 'locker' ? 'locker' : 'pickup');

/**
 * Choosing delivery through СДЭК at checkout (CONTRACT §20): cities, points, and each СДЭК
 * method's price and days for a basket; at placement the quote is asked again for the order.
 */
export class DeliveryChoiceService {
  constructor(
    private readonly delivery: DeliveryService,
    private readonly baskets: BasketService,
    private readonly methods: CheckoutMethodService<DeliveryMethod>,
  ) {}

  cities(_ctx: Context, input: unknown): Promise<City[]> {
    return this.delivery.cities(parse(citiesQuery, input).q);
  }

  /** The points' map: Yandex Maps' key, null while the shop has none (the points are a list then). */
  map(_ctx: Context): { apiKey: string | null } {
    return { apiKey: this.delivery.mapKey };
  }

  points(_ctx: Context, input: unknown): Promise<PickupPoint[]> {
    const { cityCode, q } = parse(pointsQuery, input);
    return this.delivery.points(cityCode, q);
  }

  /**
   * Each active СДЭК method's offer for the basket; a method СДЭК does not offer for this city is
   * left out. With a chosen point, a pickup method is priced to it: a locker by its own tariff, as
   * the order will be.
   */
  async quote(ctx: Context, input: unknown): Promise<DeliveryOffer[]> {
    const { basketId, cityCode, deliveryPointCode } = parse(quoteBody, input);
    const basket = await this.baskets.get(ctx, basketId);
    if (!basket.orderProducts.length) throw badInput({ basketId: 'Корзина пуста или не найдена' });
    const methods = this.delivery.missingSettings.length ? [] : await offered(ctx.em);
    if (!methods.length) return [];
    const [packages, point] = await Promise.all([this.packages(ctx.em, basketId), deliveryPointCode ? this.point(cityCode, deliveryPointCode) : undefined]);
    const quotes = await Promise.all(methods.map((method) => this.delivery.quote({ to: cityCode, packages, tariff: tariffOf(method, point) })));
    return methods.flatMap((method, i) => {
      const quote = quotes[i];
      return quote ? [this.offer(method, quote, basket.totalAmount)] : [];
    });
  }

  /**
   * For an order naming a СДЭК method: its quote for this basket asked afresh, with the point chosen
   * (for a pickup) found in the city; 400 naming the field that is missing or wrong, 503
   * DELIVERY_UNAVAILABLE when СДЭК does not answer. Null for the shop's own methods.
   */
  async forOrder(em: EntityManager, deliveryMethodId: number | undefined, basketId: string, choice: Omit<CarrierChoice, 'deliveryPrice'>): Promise<CarriedDelivery | null> {
    const method = deliveryMethodId === undefined ? null : await this.methods.forOrder(em, deliveryMethodId);
    if (!method || !byCdek(method)) return null;
    const { cityCode, cityName, deliveryPointCode } = choice;
    if (cityCode === undefined) throw badInput({ cityCode: 'Выберите город доставки' });
    const pickup = method.kind === 'cdek_pickup';
    if (pickup && !deliveryPointCode) throw badInput({ deliveryPointCode: 'Выберите пункт выдачи СДЭК' });
    const [packages, point] = await Promise.all([this.packages(em, basketId), pickup ? this.point(cityCode, deliveryPointCode!) : undefined]);
    if (!packages.length) throw badInput({ basketId: 'Корзина пуста или не найдена' });
    const quote = await this.delivery.quote({ to: cityCode, packages, tariff: tariffOf(method, point) });
    if (!quote) throw badInput({ cityCode: 'СДЭК не доставляет этим способом в выбранный город' });
    return {
      price: roublesOf(quote.price),
      daysMin: quote.daysMin,
      daysMax: quote.daysMax,
      tariff: quote.tariff,
      point: point ? { code: point.code, address: point.address, type: point.type } : null,
      city: { code: cityCode, name: cityName ?? '' },
    };
  }

  /** A point of the city by its code; 400 when the city has none such. */
  private async point(cityCode: number, code: string): Promise<PickupPoint> {
    const point = (await this.delivery.points(cityCode)).find((p) => p.code === code);
    if (!point) throw badInput({ deliveryPointCode: 'Пункт выдачи СДЭК не найден в выбранном городе' });
    return point;
  }

  private offer(method: DeliveryMethod, quote: Quote, itemsAmount: number): DeliveryOffer {
    const carrierPrice = roublesOf(quote.price);
    const freeFrom = method.freeFrom == null ? null : Number(method.freeFrom);
    return { deliveryMethodId: method.id, name: method.name, kind: method.kind, price: deliveryPrice({ price: carrierPrice, freeFrom }, itemsAmount), carrierPrice, freeFrom, daysMin: quote.daysMin, daysMax: quote.daysMax, tariff: quote.tariff };
  }

  /** The basket's packages from its lines: each unit's weight and box from its variant, product and the shop. */
  private async packages(em: EntityManager, basketId: string) {
    const lines = await em.execute<(ParcelGiven & { quantity: number; productParcel: ParcelGiven })[]>(
      `SELECT l.quantity, v.weight, v.length, v.width, v.height,
              json_build_object('weight', p.weight, 'length', p.length, 'width', p.width, 'height', p.height) AS "productParcel"
       FROM basket_line l JOIN product_variant v ON v.id = l.product_variant_id JOIN product p ON p.id = v.product_id
       WHERE l.basket_id = ? ORDER BY l.product_variant_id`,
      [basketId],
    );
    if (!lines.length) return [];
    return this.delivery.packages(lines.map(({ quantity, productParcel, ...variant }) => ({ variant, product: productParcel, quantity })));
  }
}
