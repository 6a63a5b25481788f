import type { EntityManager } from '@mikro-orm/postgresql';
import { refreshDerived } from '../modules/catalogue/product-derived.js';
import { nameStockReason } from '../modules/catalogue/stock.service.js';
import { variantLookColumns } from '../modules/catalogue/product.service.js';
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
  productId: number;
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
function statusFor(age: number, roll: number): string {
  if (roll < 0.1) return 'cancelled';
  if (age > 14) return 'delivered';
  if (age > 7) return roll < 0.5 ? 'shipped' : 'delivered';
  if (age > 2) return roll < 0.5 ? 'paid' : 'processing';
  return roll < 0.6 ? 'new' : 'processing';
}

/**
 * About forty orders of the last thirty days from the demo customers and guests, at the variants'
 * prices, with delivery and payment, their stock taken and the products' popularity counted, so
 * the dashboard, the orders list and «Хиты продаж» have something to show. Written as the shop
 * itself (no staff member), so the audit log stays empty.
 */
export async function seedOrders(em: EntityManager): Promise<number> {
  const random = seededRandom(2511);
  const variants = await em.execute<Variant[]>(
    `SELECT v.id, v.product_id AS "productId", p.name, v.sku, v.price::float8 AS price, v.stock
     FROM product_variant v JOIN product p ON p.id = v.product_id WHERE p.available AND NOT v.hidden AND v.stock > 3 ORDER BY v.id`,
  );
  const deliveries = await em.execute<Method[]>(`SELECT id, name, price::float8 AS price, free_from::float8 AS "freeFrom", needs_address AS "needsAddress" FROM delivery_method WHERE active ORDER BY position, id`);
  const [pickup] = await em.execute<{ point: object }[]>(`SELECT json_build_object('name', name, 'address', address, 'hours', hours, 'phone', phone) AS point FROM pickup_point WHERE active ORDER BY position, id LIMIT 1`);
  const payments = await em.execute<{ id: number; name: string }[]>(`SELECT id, name FROM payment_method WHERE active ORDER BY position, id`);
  const customers = await em.execute<{ id: number; firstName: string; lastName: string; email: string }[]>(
    `SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE email LIKE 'demo-%@vitrina.local' ORDER BY id`,
  );
  if (!variants.length || !deliveries.length || !payments.length) return 0;
  const touched = new Set<number>();
  await em.transactional(async (tx) => {
    await nameStockReason(tx, 'order');
    for (let n = 0; n < ORDERS; n++) {
      const age = Math.floor((n * DAYS) / ORDERS);
      const lines = random.some(variants, random.int(1, 3)).map((variant) => ({ variant, quantity: random.int(1, 2) }));
      const items = lines.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
      const delivery = random.pick(deliveries);
      const deliveryPrice = delivery.freeFrom !== null && items >= delivery.freeFrom ? 0 : delivery.price;
      const payment = random.pick(payments);
      const customer = random.next() < 0.5 && customers.length ? random.pick(customers) : null;
      const guest = random.pick(guests);
      const status = statusFor(age, random.next());
      const [order] = await tx.execute<{ id: number }[]>(
        `INSERT INTO checkout (status, user_id, first_name, last_name, email, phone, address, city, country, zip_code, comment, items_amount, delivery_price, total_amount,
           delivery_method_id, delivery_method_name, pickup_point, payment_method_id, payment_method_name, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'Россия', ?, '', ?, ?, ?, ?, ?, ?, ?, ?, now() - make_interval(days => ?, mins => ?), now() - make_interval(days => ?))
         RETURNING id`,
        [status, customer?.id ?? null, customer?.firstName ?? guest[0], customer?.lastName ?? guest[1], customer?.email ?? guest[2], guest[3], guest[5], guest[4], guest[6],
          items, deliveryPrice, items + deliveryPrice, delivery.id, delivery.name, delivery.needsAddress || !pickup ? null : JSON.stringify(pickup.point), payment.id, payment.name, age, random.int(0, 600), Math.max(age - 1, 0)],
      );
      for (const { variant, quantity } of lines) {
        await tx.execute(
          `INSERT INTO checkout_line (checkout_id, product_variant_id, quantity, price, product_name, sku, size_name, color_name, image)
           SELECT ?, v.id, ?, ?, ?, ?, looks."sizeName", looks."colorName", looks.image FROM product_variant v JOIN product p ON p.id = v.product_id,
             LATERAL (SELECT ${variantLookColumns}) looks WHERE v.id = ?`,
          [order.id, quantity, variant.price, variant.name, variant.sku, variant.id],
        );
        if (status === 'cancelled') continue;
        await tx.execute(`UPDATE product_variant SET stock = stock - ? WHERE id = ? AND stock >= ?`, [quantity, variant.id, quantity]);
        await tx.execute(`UPDATE product SET popularity = popularity + ? WHERE id = ?`, [quantity, variant.productId]);
        touched.add(variant.productId);
      }
    }
    await refreshDerived(tx, [...touched]);
  });
  return ORDERS;
}
