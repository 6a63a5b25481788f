import { Migration } from '@mikro-orm/migrations';

/**
 * Back-in-stock letters (CONTRACT §16): a shopper leaves an address for a variant; when the variant's
 * stock goes from 0 to above 0 — whatever writes it: staff, a spreadsheet, 1C, a cancelled order —
 * the database marks the waiting alerts due (`due_at`) in the transaction of the change, and the
 * shop's sender turns each due alert into one letter, marking it sent (`sent_at`) in the transaction
 * that queues the letter. A statement trigger with transition tables, so a 1C import of thousands of
 * variants marks its alerts in one statement; it looks no further while nobody waits.
 */
export class Migration20261127140000_StockAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "consent_purpose" add value if not exists 'stock_alert';`);
    this.addSql(`create table "stock_alert" (
      "id" serial primary key,
      "variant_id" int not null references "product_variant" ("id") on update cascade on delete cascade,
      "email" varchar(254) not null,
      "user_id" int null references "users" ("id") on update cascade on delete set null,
      "consent_at" timestamptz not null default now(),
      "created_at" timestamptz not null default now(),
      "due_at" timestamptz null,
      "sent_at" timestamptz null
    );`);
    // One waiting alert per address and variant: subscribing again changes nothing but the consent's time.
    this.addSql(`create unique index "stock_alert_waiting_unique" on "stock_alert" ("variant_id", "email") where "sent_at" is null;`);
    this.addSql(`create index "stock_alert_due_index" on "stock_alert" ("due_at", "id") where "due_at" is not null and "sent_at" is null;`);
    this.addSql(`create index "stock_alert_user_index" on "stock_alert" ("user_id") where "user_id" is not null;`);

    this.addSql(`create function mark_stock_alerts_due() returns trigger language plpgsql as $$
    begin
      if not exists (select 1 from stock_alert where due_at is null and sent_at is null) then
        return null;
      end if;
      update stock_alert a set due_at = now()
      from new_rows n join old_rows o on o.id = n.id
      where a.variant_id = n.id and o.stock <= 0 and n.stock > 0 and a.due_at is null and a.sent_at is null;
      return null;
    end $$;`);
    this.addSql(`create trigger product_variant_stock_alerts after update on "product_variant" referencing old table as old_rows new table as new_rows for each statement execute function mark_stock_alerts_due();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger product_variant_stock_alerts on "product_variant";`);
    this.addSql(`drop function mark_stock_alerts_due();`);
    this.addSql(`drop table "stock_alert";`);
  }
}
