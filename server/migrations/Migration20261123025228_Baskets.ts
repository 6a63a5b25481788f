import { Migration } from '@mikro-orm/migrations';

export class Migration20261123025228_Baskets extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "basket" ("id" uuid not null, "user_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "basket_pkey" primary key ("id"));`);
    this.addSql(`create index "basket_user_id_index" on "basket" ("user_id");`);
    this.addSql(`create index "basket_updated_at_index" on "basket" ("updated_at");`);

    this.addSql(`create table "basket_line" ("id" serial primary key, "basket_id" uuid not null, "product_variant_id" int not null, "quantity" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "basket_line" add constraint "basket_line_quantity_positive" check ("quantity" > 0);`);
    this.addSql(`create index "basket_line_product_variant_id_index" on "basket_line" ("product_variant_id");`);
    this.addSql(`alter table "basket_line" add constraint "basket_line_basket_id_product_variant_id_unique" unique ("basket_id", "product_variant_id");`);

    this.addSql(`alter table "basket" add constraint "basket_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "basket_line" add constraint "basket_line_basket_id_foreign" foreign key ("basket_id") references "basket" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "basket_line" add constraint "basket_line_product_variant_id_foreign" foreign key ("product_variant_id") references "product_variant" ("id") on update cascade on delete cascade;`);

  }

  override async down(): Promise<void> {
    this.addSql(`alter table "basket_line" drop constraint "basket_line_basket_id_foreign";`);

    this.addSql(`drop table if exists "basket" cascade;`);

    this.addSql(`drop table if exists "basket_line" cascade;`);

  }

}
