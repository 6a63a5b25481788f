import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Inside a transaction, waits for every other transaction checking the same rule about many rows
 * («at least one Admin») to end, so the check that follows counts what they committed. Two staff
 * demoting each other at once otherwise both count the other as the Admin who stays.
 */
export async function lockRule(em: EntityManager, rule: string): Promise<void> {
  if (!em.isInTransaction()) throw new Error(`lockRule(${rule}) outside a transaction`);
  await em.execute('SELECT pg_advisory_xact_lock(hashtext(?))', [`vitrina.rule.${rule}`]);
}
