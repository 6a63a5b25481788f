import { Migration } from '@mikro-orm/migrations';
import { unaudited } from './Migration20261125090000_Audit.js';

/** The records two staff members may edit at once, each with the columns that follow others and raise nothing. */
export const versioned: [table: string, derived: string[]][] = [
  ['product', ['price', 'old_price', 'in_stock']],
  ['product_variant', []],
  ['promotion', []],
  ['delivery_method', []],
  ['payment_method', []],
  ['checkout', ['exchange_sent_at', 'exported_at']],
];

/**
 * Lost updates (CONTRACT §17): each of these records has a `version` that the database raises on
 * every change of what it holds — whichever path writes it, a form, an order taking stock, an
 * import — so a write based on an older version can be refused. Columns the database keeps by
 * itself (timestamps, counters, search documents, a product's price copied from its variants) do
 * not raise it.
 */
export class Migration20261128113000_RecordVersions extends Migration {
  override async up(): Promise<void> {
    // Earlier migrations of the same run leave deferred trigger events, which would block ALTER TABLE.
    this.addSql(`set constraints all immediate;`);
    this.addSql(`create or replace function raise_version() returns trigger language plpgsql as $$
    declare
      ignored text[] := array[${[...unaudited, 'version'].map((column) => `'${column}'`).join(', ')}] || string_to_array(coalesce(tg_argv[0], ''), ',');
    begin
      -- A writer that raised it itself (MikroORM's optimistic lock) is left as it wrote it.
      if new.version is distinct from old.version then return new; end if;
      if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then new.version := old.version + 1; end if;
      return new;
    end $$;`);
    for (const [table, derived] of versioned) {
      this.addSql(`alter table "${table}" add column "version" int not null default 1;`);
      this.addSql(`create trigger ${table}_version before update on "${table}" for each row execute function raise_version('${derived.join(',')}');`);
    }
  }

  override async down(): Promise<void> {
    for (const [table] of versioned) {
      this.addSql(`drop trigger ${table}_version on "${table}";`);
      this.addSql(`alter table "${table}" drop column "version";`);
    }
    this.addSql(`drop function raise_version();`);
  }
}
