import type { EntityManager } from '@mikro-orm/postgresql';

/** Probe, read as server/app.ts: the wiring writing a module's table. */
export async function forgetBaskets(em: EntityManager): Promise<void> {
  await em.execute('TRUNCATE basket CASCADE');
}
