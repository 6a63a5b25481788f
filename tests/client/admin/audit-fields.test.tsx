import { describe, expect, it } from 'vitest';
import { auditFieldLabels, entities, fieldLabel } from '../../../client/src/admin/audit/audit-labels';
import { migrationsList } from '../../../server/migrations/index';
import { audited, unaudited } from '../../../server/migrations/Migration20261125090000_Audit';

type Columns = Map<string, Set<string>>;

/** Follows one statement's effect on the tables' columns: created, added, renamed, dropped. */
function apply(columns: Columns, sql: string) {
  const created = /^\s*create table "(\w+)" \(([\s\S]*)\)/i.exec(sql);
  if (created) {
    // a column's definition is its quoted name and a type; the names in a constraint's list have no type after them
    columns.set(created[1], new Set([...`,${created[2]}`.matchAll(/[(,]\s*"(\w+)"\s+[a-z]/gi)].map(([, name]) => name)));
    return;
  }
  const dropped = /^\s*drop table (?:if exists )?"(\w+)"/i.exec(sql);
  if (dropped) columns.delete(dropped[1]);
  const altered = /^\s*alter table "(\w+)"/i.exec(sql);
  const table = altered && columns.get(altered[1]);
  if (!table) return;
  for (const [, name] of sql.matchAll(/add column "(\w+)"/gi)) table.add(name);
  for (const [, name] of sql.matchAll(/drop column "(\w+)"/gi)) table.delete(name);
  for (const [, from, to] of sql.matchAll(/rename column "(\w+)" to "(\w+)"/gi)) {
    table.delete(from);
    table.add(to);
  }
}

/** The database's tables as the committed migrations build them, replayed statement by statement without a database. */
async function migratedColumns(): Promise<Columns> {
  const columns: Columns = new Map();
  for (const { class: Step } of migrationsList) {
    const step = new Step(undefined as never, undefined as never);
    await step.up();
    for (const sql of step.getQueries()) apply(columns, String(sql));
  }
  return columns;
}

const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the audit log speaks Russian for every field the server records', () => {
  it('has a label for every column of every audited table that the database triggers copy into the log', async () => {
    const columns = await migratedColumns();
    const recorded = new Set<string>();
    for (const [table] of audited) {
      expect(columns.has(table), `the audited table ${table} exists`).toBe(true);
      for (const column of columns.get(table)!) if (!unaudited.includes(column) && column !== 'password_hash') recorded.add(camel(column));
    }
    // the triggers put «password» in place of a changed hash
    recorded.add('password');
    expect(recorded).toContain('id');
    expect(recorded).toContain('colorId');
    expect(recorded.size).toBeGreaterThan(40);
    expect([...recorded].filter((field) => !auditFieldLabels[field])).toEqual([]);
  });

  it('names every audited table as a kind of record', () => {
    expect(audited.map(([table]) => table).filter((table) => !(table in entities))).toEqual([]);
  });

  it('spells out a field it has no label for yet instead of showing code', () => {
    expect(fieldLabel('maxDays')).toBe('Срок до, дней');
    expect(fieldLabel('giftWrapNote')).toBe('gift wrap note');
  });
});
