import { Migration } from '@mikro-orm/migrations';

/**
 * The log of the 1C / МойСклад exchange (CONTRACT §11): one row per import, orders query,
 * confirmation and orders file — who called, what it did (counts) and why it failed. Written
 * outside the import's transaction, so a failure is kept too; the back office's «Обмен» reads it.
 */
export class Migration20261125120000_ExchangeRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "exchange_run" (
      "id" serial primary key,
      "at" timestamptz not null default now(),
      "user_id" int null,
      "user_email" varchar(254) not null default '',
      "kind" varchar(20) not null,
      "filename" varchar(200) not null default '',
      "outcome" varchar(20) not null,
      "counts" jsonb not null default '{}',
      "message" text not null default ''
    );`);
    this.addSql(`create index "exchange_run_at_index" on "exchange_run" ("at" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "exchange_run";`);
  }
}
