import { Migration } from '@mikro-orm/migrations';

/**
 * The 1C exchange's marks of the returns it handed over (CONTRACT §17): when a return went out in
 * a `sale&mode=query` document (`sent_at`) and when 1C confirmed it (`exported_at`). Kept by the
 * exchange module beside the return, which belongs to the shop; gone with the return.
 */
export class Migration20261128120000_ExchangedReturns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "exchanged_return" (
      "order_return_id" int primary key references "order_return" ("id") on update cascade on delete cascade,
      "sent_at" timestamptz not null,
      "exported_at" timestamptz null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "exchanged_return";`);
  }
}
