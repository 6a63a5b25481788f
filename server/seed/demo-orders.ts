import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatus } from '../modules/shop/checkout.entity.js';
import type { PickupPlace } from '../modules/shop/checkout-methods.entities.js';
import type { DemoOrders } from '../modules/shop/demo-orders.service.js';
import { seededRandom } from './demo-products.js';

const ORDERS = 40;
const DAYS = 30;

const guests = [
  ['Анна', 'Морозова', 'anna.morozova@example.ru', '+79161234567', 'Москва', 'ул. Тверская, 7, кв. 12', '125009'],
  ['Сергей', 'Новиков', 'novikov.s@example.ru', '+79215550102', 'Санкт-Петербург', 'Невский пр., 28, кв. 3', '191186'],
  ['Татьяна', 'Фёдорова', 'tanya.f@example.ru', '+78432223344', 'Казань', 'ул. Баумана, 15', '420111'],
  ['Павел', 'Михайлов', 'p.mikhailov@example.ru', '+73832001020', 'Новосибирск', 'Красный пр., 50, кв. 41', '630091'],
] as const;

interface Variant {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
}

interface Method {
  id: number;
  name: string;
  price: number;
  freeFrom: number | null;
  needsAddress: boolean;
}

/** How far an order of `age` days has come: old ones were delivered, today's are new; a few are cancelled. */
function statusFor(age: number, roll: number): OrderStatus {
  if (roll < 0.1) return 'cancelled';
  if (age > 14) return 'delivered';
  if (age > 7) return roll < 0.5 ? 'shipped' : 'delivered';
  if (age > 2) return roll < 0.5 ? 'paid' : 'processing';
  return roll < 0.6 ? 'new' : 'processing';
}

/**
 * About forty orders of the last thirty days from the demo customers and guests, at the variants'
 * prices, with delivery and payment, so the dashboard, the orders list and «Хиты продаж» have
 * something to show.
 */
export async function seedOrders(em: EntityManager, demoOrders: DemoOrders): Promise<number> {
  const random = seededRandom(2511);
  const variants = await em.execute<Variant[]>(
    `SELECT v.id, p.name, v.sku, v.price::float8 AS price, v.stock
     FROM product_variant v JOIN product p ON p.id = v.product_id WHERE p.available AND NOT v.hidden AND v.stock > 3 ORDER BY v.id`,
  );
  const deliveries = await em.execute<Method[]>(`SELECT id, name, price::float8 AS price, free_from::float8 AS "freeFrom", needs_address AS "needsAddress" FROM delivery_method WHERE active ORDER BY position, id`);
  const [pickup] = await em.execute<{ point: PickupPlace }[]>(`SELECT json_build_object('name', name, 'address', address, 'hours', hours, 'phone', phone) AS point FROM pickup_point WHERE active ORDER BY position, id LIMIT 1`);
  const payments = await em.execute<{ id: number; name: string }[]>(`SELECT id, name FROM payment_method WHERE active ORDER BY position, id`);
  const customers = await em.execute<{ id: number; firstName: string; lastName: string; email: string }[]>(
    `SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE email LIKE 'demo-%@vitrina.local' ORDER BY id`,
  );
  if (!variants.length || !deliveries.length || !payments.length) return 0;
  const left = new Map(variants.map((variant) => [variant.id, variant.stock]));
  await em.transactional(async (tx) => {
    for (let n = 0; n < ORDERS; n++) {
      const age = Math.floor((n * DAYS) / ORDERS);
      const lines = random.some(variants, random.int(1, 3)).map((variant) => ({ variantId: variant.id, quantity: random.int(1, 2), price: variant.price, productName: variant.name, sku: variant.sku }));
      const delivery = random.pick(deliveries);
      const payment = random.pick(payments);
      const customer = random.next() < 0.5 && customers.length ? random.pick(customers) : null;
      const guest = random.pick(guests);
      const rolled = statusFor(age, random.next());
      // An order the stock left cannot cover stands as cancelled: it takes nothing.
      const status = lines.every((line) => left.get(line.variantId)! >= line.quantity) ? rolled : 'cancelled';
      if (status !== 'cancelled') for (const line of lines) left.set(line.variantId, left.get(line.variantId)! - line.quantity);
      await demoOrders.place(tx, {
        status,
        daysAgo: age,
        minutesEarlier: random.int(0, 600),
        userId: customer?.id ?? null,
        recipient: { firstName: customer?.firstName ?? guest[0], lastName: customer?.lastName ?? guest[1], email: customer?.email ?? guest[2], phone: guest[3], address: guest[5], city: guest[4], zipCode: guest[6] },
        delivery,
        pickupPoint: delivery.needsAddress || !pickup ? null : pickup.point,
        payment,
        lines,
      });
    }
  });
  return ORDERS;
}
