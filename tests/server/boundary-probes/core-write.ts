import type { EntityManager } from '@mikro-orm/postgresql';

/** Probe, read as server/core/…: core writing a module's table. */
export async function cancelOrder(em: EntityManager, orderId: number): Promise<void> {
  await em.execute(`UPDATE checkout SET status = 'cancelled' WHERE id = ?`, [orderId]);
}
