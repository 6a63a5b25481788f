import { Migration } from '@mikro-orm/migrations';

/** Delivery and payment methods (CONTRACT §9), the orders' copies of them, and the five every shop starts with. */
export class Migration20261124130000_DeliveryPayment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "delivery_method" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "description" text not null default '', "active" boolean not null default true, "position" int not null default 0, "price" numeric(12,2) not null, "free_from" numeric(12,2) null, "min_days" int not null, "max_days" int not null, "needs_address" boolean not null default true);`);
    this.addSql(`create type "payment_kind" as enum ('on_delivery', 'bank_transfer');`);
    this.addSql(`create table "payment_method" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "description" text not null default '', "active" boolean not null default true, "position" int not null default 0, "kind" "payment_kind" not null);`);

    this.addSql(`alter table "checkout" add column "delivery_method_id" int null, add column "delivery_method_name" varchar(200) not null default '', add column "delivery_price" numeric(12,2) not null default 0, add column "payment_method_id" int null, add column "payment_method_name" varchar(200) not null default '', add column "items_amount" numeric(12,2) null;`);
    this.addSql(`update "checkout" set "items_amount" = "total_amount";`);
    this.addSql(`alter table "checkout" alter column "items_amount" set not null;`);
    this.addSql(`alter table "checkout" add constraint "checkout_delivery_method_id_foreign" foreign key ("delivery_method_id") references "delivery_method" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "checkout" add constraint "checkout_payment_method_id_foreign" foreign key ("payment_method_id") references "payment_method" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "checkout_delivery_method_id_index" on "checkout" ("delivery_method_id");`);
    this.addSql(`create index "checkout_payment_method_id_index" on "checkout" ("payment_method_id");`);

    this.addSql(`insert into "delivery_method" ("name", "description", "price", "free_from", "min_days", "max_days", "needs_address", "position") values
      ('Курьером', 'Привезём в удобное время, перед приездом позвоним.', 350, 5000, 1, 2, true, 0),
      ('Почтой России', 'В любой город: заберёте в своём почтовом отделении.', 300, null, 5, 10, true, 1),
      ('Самовывоз из магазина', 'Заберите заказ сами, когда мы сообщим, что он готов.', 0, null, 0, 1, false, 2);`);
    this.addSql(`insert into "payment_method" ("name", "description", "kind", "position") values
      ('При получении: наличными или картой', 'Оплата курьеру, на почте или в магазине.', 'on_delivery', 0),
      ('Банковским переводом по счёту', 'Пришлём счёт на почту после подтверждения заказа.', 'bank_transfer', 1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout" drop constraint "checkout_delivery_method_id_foreign", drop constraint "checkout_payment_method_id_foreign";`);
    this.addSql(`alter table "checkout" drop column "delivery_method_id", drop column "delivery_method_name", drop column "delivery_price", drop column "payment_method_id", drop column "payment_method_name", drop column "items_amount";`);
    this.addSql(`drop table if exists "delivery_method" cascade;`);
    this.addSql(`drop table if exists "payment_method" cascade;`);
    this.addSql(`drop type "payment_kind";`);
  }
}
