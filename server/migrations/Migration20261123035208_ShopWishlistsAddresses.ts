import { Migration } from '@mikro-orm/migrations';

/** Wishlists, addresses, and orders linked to the address they were sent to. */
export class Migration20261123035208_ShopWishlistsAddresses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "address" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "address" varchar(500) not null, "city" varchar(100) not null, "country" varchar(100) not null, "zip_code" varchar(20) not null, "phone" varchar(40) not null default '');`);
    this.addSql(`create index "address_user_id_index" on "address" ("user_id");`);
    this.addSql(`create table "wishlist" ("id" uuid not null, "user_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "wishlist_pkey" primary key ("id"));`);
    this.addSql(`create index "wishlist_user_id_index" on "wishlist" ("user_id");`);
    this.addSql(`create table "wishlist_item" ("id" serial primary key, "wishlist_id" uuid not null, "product_id" int not null, "position" int not null);`);
    this.addSql(`create index "wishlist_item_product_id_index" on "wishlist_item" ("product_id");`);
    this.addSql(`alter table "wishlist_item" add constraint "wishlist_item_wishlist_id_product_id_unique" unique ("wishlist_id", "product_id");`);
    this.addSql(`alter table "address" add constraint "address_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wishlist" add constraint "wishlist_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "wishlist_item" add constraint "wishlist_item_wishlist_id_foreign" foreign key ("wishlist_id") references "wishlist" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wishlist_item" add constraint "wishlist_item_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "checkout" add column "address_id" int null;`);
    this.addSql(`alter table "checkout" alter column "phone" type varchar(40) using ("phone"::varchar(40));`);
    this.addSql(`alter table "checkout" alter column "phone" set default '';`);
    this.addSql(`alter table "checkout" add constraint "checkout_address_id_foreign" foreign key ("address_id") references "address" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "checkout_address_id_index" on "checkout" ("address_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout" drop column "address_id";`);
    this.addSql(`alter table "checkout" alter column "phone" drop default;`);
    this.addSql(`drop table if exists "wishlist_item" cascade;`);
    this.addSql(`drop table if exists "wishlist" cascade;`);
    this.addSql(`drop table if exists "address" cascade;`);
  }
}
