import type { EntityManager } from '@mikro-orm/postgresql';

type Own = 'review' | 'question';

/** Probe, read as server/modules/feedback/…: writes whose table the check must be able to name. */
export async function trespass(em: EntityManager, own: Own, anyName: string, anything: unknown): Promise<void> {
  await em.execute(`UPDATE ${own} SET likes = 0`);
  await em.execute(`DELETE FROM "${anyName}" WHERE id = 1`);
  await em.execute('INSERT INTO ' + anyName);
  let sql = 'UPDATE ';
  sql += anyName;
  await em.execute(sql);
  em.remove(anything as object);
}
