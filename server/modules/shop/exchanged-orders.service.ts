import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../core/sql.js';

/**
 * The orders' marks of what an accounting system (1C, CONTRACT §11) has seen: the exchange asks the
 * shop to set them, in the exchange's transaction. An order is offered again when it changed after
 * 1C took it (`updated_at` later than `exported_at`).
 */
export class ExchangedOrders {
  /** The orders handed over in a document just now, not yet confirmed. */
  async sent(em: EntityManager, orderIds: readonly number[]): Promise<void> {
    if (orderIds.length) await em.execute('UPDATE checkout SET exchange_sent_at = now() WHERE id = ANY(?::int[])', [intArray(orderIds)], 'run');
  }

  /** 1C has read the last document: the orders in it are exported as of their handing over; answers how many. */
  async confirmed(em: EntityManager): Promise<number> {
    const marked = await em.execute<{ id: number }[]>(
      'UPDATE checkout SET exported_at = exchange_sent_at WHERE exchange_sent_at IS NOT NULL AND (exported_at IS NULL OR exported_at < exchange_sent_at) RETURNING id',
    );
    return marked.length;
  }

  /** Orders 1C changed itself: it knows them as they are now, so they are not sent back to it. */
  async known(em: EntityManager, orderIds: readonly number[]): Promise<void> {
    if (orderIds.length) await em.execute('UPDATE checkout SET exported_at = updated_at WHERE id = ANY(?::int[])', [intArray(orderIds)], 'run');
  }
}
