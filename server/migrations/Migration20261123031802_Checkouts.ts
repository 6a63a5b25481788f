import { Migration } from '@mikro-orm/migrations';

export class Migration20261123031802_Checkouts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "order_status" as enum ('new', 'processing', 'paid', 'shipped', 'delivered', 'cancelled');`);
    this.addSql(`create table "checkout" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "status" "order_status" not null default 'new', "user_id" int null, "basket_id" uuid null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "address" varchar(500) not null, "city" varchar(100) not null, "country" varchar(100) not null, "zip_code" varchar(20) not null, "comment" text not null default '', "total_amount" numeric(12,2) not null);`);
    this.addSql(`create index "checkout_user_id_index" on "checkout" ("user_id");`);
    this.addSql(`create index "checkout_status_created_at_index" on "checkout" ("status", "created_at");`);

    this.addSql(`create table "checkout_line" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "checkout_id" int not null, "product_variant_id" int not null, "quantity" int not null, "price" numeric(12,2) not null, "product_name" varchar(300) not null, "sku" varchar(100) not null);`);
    this.addSql(`create index "checkout_line_checkout_id_index" on "checkout_line" ("checkout_id");`);
    this.addSql(`create index "checkout_line_product_variant_id_index" on "checkout_line" ("product_variant_id");`);

    this.addSql(`alter table "checkout" add constraint "checkout_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "checkout_line" add constraint "checkout_line_checkout_id_foreign" foreign key ("checkout_id") references "checkout" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "checkout_line" add constraint "checkout_line_product_variant_id_foreign" foreign key ("product_variant_id") references "product_variant" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "checkout_line" add constraint "checkout_line_quantity_positive" check ("quantity" > 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout_line" drop constraint "checkout_line_checkout_id_foreign";`);

    this.addSql(`drop table if exists "checkout" cascade;`);

    this.addSql(`drop table if exists "checkout_line" cascade;`);

    this.addSql(`drop type "order_status";`);
  }

}
