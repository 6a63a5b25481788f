import { Migration } from '@mikro-orm/migrations';

/** Online payment through ЮKassa (CONTRACT §14): the `online` kind, payments and refunds, an order's payment state and its guest key. */
export class Migration20261127100000_OnlinePayment extends Migration {
  override async up(): Promise<void> {
    // A new type rather than ADD VALUE: all migrations run in one transaction, and an added value could not be used in it.
    this.addSql(`create type "payment_kind_new" as enum ('on_delivery', 'bank_transfer', 'online');`);
    this.addSql(`alter table "payment_method" alter column "kind" type "payment_kind_new" using "kind"::text::"payment_kind_new";`);
    this.addSql(`drop type "payment_kind";`);
    this.addSql(`alter type "payment_kind_new" rename to "payment_kind";`);
    // Offered once the shop's ЮKassa id and key are set (CONTRACT §14).
    this.addSql(`insert into "payment_method" ("name", "description", "kind", "position", "active") values
      ('Онлайн: картой, через СБП или SberPay', 'Оплата сразу после оформления на защищённой странице ЮKassa. Чек придёт на почту.', 'online', 2, false);`);
    this.addSql(`alter table "checkout" add column "payment_status" varchar(20) null, add column "access_token" varchar(64) not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');`);
    const operation = `"id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "checkout_id" int not null, "provider_id" varchar(64) null, "idempotence_key" uuid not null, "request" jsonb not null, "amount" numeric(12,2) not null, "reason" varchar(300) null, "check_at" timestamptz not null default now(), "status" varchar(24) not null`;
    this.addSql(`create table "payment" (${operation}, "method" varchar(40) null, "confirmation_url" text null, "paid_at" timestamptz null);`);
    this.addSql(`create table "refund" (${operation}, "payment_id" int not null);`);
    for (const table of ['payment', 'refund']) {
      this.addSql(`alter table "${table}" add constraint "${table}_provider_id_unique" unique ("provider_id");`);
      this.addSql(`create index "${table}_checkout_id_index" on "${table}" ("checkout_id");`);
      this.addSql(`alter table "${table}" add constraint "${table}_checkout_id_foreign" foreign key ("checkout_id") references "checkout" ("id") on update cascade on delete cascade;`);
      // The shop reads back only what has not ended yet.
      this.addSql(`create index "${table}_check_at_open_index" on "${table}" ("check_at") where status not in ('succeeded', 'canceled');`);
    }
    this.addSql(`create index "refund_payment_id_index" on "refund" ("payment_id");`);
    this.addSql(`alter table "refund" add constraint "refund_payment_id_foreign" foreign key ("payment_id") references "payment" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "refund";`);
    this.addSql(`drop table "payment";`);
    this.addSql(`alter table "checkout" drop column "payment_status", drop column "access_token";`);
    this.addSql(`delete from "payment_method" where "kind" = 'online';`);
    this.addSql(`create type "payment_kind_old" as enum ('on_delivery', 'bank_transfer');`);
    this.addSql(`alter table "payment_method" alter column "kind" type "payment_kind_old" using "kind"::text::"payment_kind_old";`);
    this.addSql(`drop type "payment_kind";`);
    this.addSql(`alter type "payment_kind_old" rename to "payment_kind";`);
  }
}
