import { Migration } from '@mikro-orm/migrations';

/**
 * Back-in-stock alerts confirmed by the address's owner (CONTRACT §18). An alert is `pending` until
 * the link of the letter «Подтвердите адрес» is followed, then `active`; only active alerts get
 * letters. The letter's token is kept hashed on the alert whose request sent it
 * (`confirmation_sent_at`: one letter per address a day); `confirmed_at` marks the rows of an
 * address proven to be its owner's, so its later alerts are active at once. Alerts left before this
 * migration were asked the old way and stay active: the column is added with the default `active`,
 * which fills every existing row, and only then does the default become `pending`.
 */
export class Migration20261128150000_StockAlertOptIn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "stock_alert_status" as enum ('pending', 'active');`);
    this.addSql(`alter table "stock_alert"
      add column "status" "stock_alert_status" not null default 'active',
      add column "confirm_token_hash" varchar(64) null,
      add column "confirmation_sent_at" timestamptz null,
      add column "confirmed_at" timestamptz null;`);
    this.addSql(`alter table "stock_alert" alter column "status" set default 'pending';`);
    // An address's alerts: its limit, its confirmation and its hourly letter are all read by address.
    this.addSql(`create index "stock_alert_email_index" on "stock_alert" ("email");`);
    this.addSql(`create unique index "stock_alert_confirm_token_hash_unique" on "stock_alert" ("confirm_token_hash") where "confirm_token_hash" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "stock_alert" where "status" = 'pending';`);
    this.addSql(`drop index "stock_alert_confirm_token_hash_unique";`);
    this.addSql(`drop index "stock_alert_email_index";`);
    this.addSql(`alter table "stock_alert" drop column "status", drop column "confirm_token_hash", drop column "confirmation_sent_at", drop column "confirmed_at";`);
    this.addSql(`drop type "stock_alert_status";`);
  }
}
