import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import type { Page } from '../../core/list.js';
import type { ShopTime } from '../../core/shop-time.js';
import { Conditions, isoTime } from '../../core/sql.js';
import { parse } from '../../core/validation.js';
import { auditQuery } from './office.inputs.js';
import { withNames } from './audit-names.js';

/** One staff change as the log shows it: `changes` maps each field (camelCase) to `[before, after]`. */
export interface AuditRecordView {
  id: number;
  at: Date;
  user: { id: number; email: string } | null;
  action: string;
  entity: string;
  entityId: number | null;
  changes: Record<string, [unknown, unknown]>;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

interface Row extends Omit<AuditRecordView, 'at'> {
  at: string;
  length?: number;
}

const toView = ({ length: _length, at, changes, ...row }: Row): AuditRecordView => ({
  ...row,
  at: new Date(at),
  changes: Object.fromEntries(Object.entries(changes).map(([column, pair]) => [camel(column), pair])),
});

const columns = `a.id::int AS id, ${isoTime('a.at')} AS at, a.action, a.entity, a.entity_id AS "entityId", a.changes,
  CASE WHEN a.user_id IS NULL THEN NULL ELSE json_build_object('id', a.user_id, 'email', a.user_email) END AS "user"`;

/** Records matching `where`, newest first. */
export async function auditRecords(em: EntityManager, where: Conditions, limit: number, offset = 0): Promise<{ rows: AuditRecordView[]; length: number }> {
  const rows = await em.execute<Row[]>(
    `SELECT ${columns}, count(*) OVER ()::int AS length FROM audit_record a ${where.where} ORDER BY a.at DESC, a.id DESC LIMIT ? OFFSET ?`,
    [...where.values, limit, offset],
  );
  return { rows: await withNames(em, rows.map(toView)), length: rows[0]?.length ?? 0 };
}

/**
 * The audit log (CONTRACT §10): every staff change, written by the database's triggers in the
 * transaction that made it (migration Audit). Read here, filtered and paged.
 */
export class AuditService {
  constructor(private readonly time: ShopTime) {}

  async list(ctx: Context, input: unknown): Promise<Page<AuditRecordView>> {
    const { entity, entityId, userId, action, from, to, page, limit } = parse(auditQuery, input);
    const where = new Conditions();
    if (entity) where.add('a.entity = ?', entity);
    if (entityId) where.add('a.entity_id = ?', entityId);
    if (userId) where.add('a.user_id = ?', userId);
    if (action) where.add('a.action = ?', action);
    where.addPeriod('a.at', this.time.zone, from, to);
    const offset = (page - 1) * limit;
    const found = await auditRecords(ctx.em, where, limit, offset);
    if (!found.rows.length && offset) found.length = (await ctx.em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM audit_record a ${where.where}`, where.values))[0].n;
    return found;
  }
}
