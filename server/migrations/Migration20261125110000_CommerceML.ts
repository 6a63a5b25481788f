import { Migration } from '@mikro-orm/migrations';

/** The records 1C knows by its own Ид: their column, each unique where set. */
const known = ['category', 'product', 'product_variant'];

/**
 * The 1C / МойСклад exchange (CONTRACT §11): categories, products and variants keep 1C's Ид, so a
 * second import updates what the first created; an order remembers when it was last sent to 1C
 * (`exchange_sent_at`) and when 1C confirmed it (`exported_at`). Brands are matched by name.
 */
export class Migration20261125110000_CommerceML extends Migration {
  override async up(): Promise<void> {
    for (const table of known) {
      this.addSql(`alter table "${table}" add column "external_id" varchar(100) null;`);
      this.addSql(`create unique index "${table}_external_id_unique" on "${table}" ("external_id") where "external_id" is not null;`);
    }
    this.addSql(`alter table "checkout" add column "exchange_sent_at" timestamptz null, add column "exported_at" timestamptz null;`);
    this.addSql(`create index "checkout_not_exported_index" on "checkout" ("id") where "exported_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "checkout_not_exported_index";`);
    this.addSql(`alter table "checkout" drop column "exchange_sent_at", drop column "exported_at";`);
    for (const table of known) this.addSql(`alter table "${table}" drop column "external_id";`);
  }
}
