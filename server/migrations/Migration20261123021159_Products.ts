import { Migration } from '@mikro-orm/migrations';

export class Migration20261123021159_Products extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "product" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(300) not null, "url" varchar(200) not null, "desc" text not null default '', "brand_id" int null, "category_id" int not null, "images" jsonb not null default '[]', "parameters" jsonb not null default '{}', "available" boolean not null default true, "price" numeric(12,2) null, "old_price" numeric(12,2) null, "in_stock" boolean not null default false, "rating" numeric(3,2) not null default 0, "review_count" int not null default 0, "popularity" int not null default 0, "search_vector" tsvector generated always as (setweight(to_tsvector('russian', coalesce(name, '')), 'A') || setweight(to_tsvector('russian', coalesce("desc", '')), 'B')) stored not null);`);
    this.addSql(`alter table "product" add constraint "product_url_unique" unique ("url");`);
    this.addSql(`create index "product_brand_id_index" on "product" ("brand_id");`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);
    this.addSql(`create index "product_available_created_at_index" on "product" ("available", "created_at");`);
    this.addSql(`create index "product_available_price_index" on "product" ("available", "price");`);
    this.addSql(`create index "product_available_popularity_index" on "product" ("available", "popularity");`);

    this.addSql(`create table "product_colors" ("product_id" int not null, "color_id" int not null, constraint "product_colors_pkey" primary key ("product_id", "color_id"));`);

    this.addSql(`create table "product_variant" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "product_id" int not null, "sku" varchar(100) not null, "size_id" int null, "color_id" int null, "price" numeric(12,2) not null, "old_price" numeric(12,2) null, "stock" int not null default 0, "images" jsonb not null default '[]', "hidden" boolean not null default false, constraint product_variant_price_positive check (price > 0), constraint product_variant_stock_not_negative check (stock >= 0));`);
    this.addSql(`create index "product_variant_product_id_index" on "product_variant" ("product_id");`);
    this.addSql(`alter table "product_variant" add constraint "product_variant_sku_unique" unique ("sku");`);
    this.addSql(`create index "product_variant_size_id_index" on "product_variant" ("size_id");`);
    this.addSql(`create index "product_variant_color_id_index" on "product_variant" ("color_id");`);

    this.addSql(`create table "product_sizes" ("product_id" int not null, "size_id" int not null, constraint "product_sizes_pkey" primary key ("product_id", "size_id"));`);

    this.addSql(`create table "product_tags" ("product_id" int not null, "tag_id" int not null, constraint "product_tags_pkey" primary key ("product_id", "tag_id"));`);

    this.addSql(`create index "product_search_vector_index" on "product" using gin ("search_vector");`);
    this.addSql(`create index "product_name_trgm_index" on "product" using gin (lower("name") gin_trgm_ops);`);
    this.addSql(`create index "product_colors_color_id_index" on "product_colors" ("color_id");`);
    this.addSql(`create index "product_sizes_size_id_index" on "product_sizes" ("size_id");`);
    this.addSql(`create index "product_tags_tag_id_index" on "product_tags" ("tag_id");`);

    this.addSql(`alter table "product" add constraint "product_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "product" add constraint "product_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "product_colors" add constraint "product_colors_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_colors" add constraint "product_colors_color_id_foreign" foreign key ("color_id") references "color" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "product_variant" add constraint "product_variant_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_variant" add constraint "product_variant_size_id_foreign" foreign key ("size_id") references "size" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "product_variant" add constraint "product_variant_color_id_foreign" foreign key ("color_id") references "color" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "product_sizes" add constraint "product_sizes_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_sizes" add constraint "product_sizes_size_id_foreign" foreign key ("size_id") references "size" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "product_tags" add constraint "product_tags_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_tags" add constraint "product_tags_tag_id_foreign" foreign key ("tag_id") references "tag" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_colors" drop constraint "product_colors_product_id_foreign";`);

    this.addSql(`alter table "product_variant" drop constraint "product_variant_product_id_foreign";`);

    this.addSql(`alter table "product_sizes" drop constraint "product_sizes_product_id_foreign";`);

    this.addSql(`alter table "product_tags" drop constraint "product_tags_product_id_foreign";`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "product_colors" cascade;`);

    this.addSql(`drop table if exists "product_variant" cascade;`);

    this.addSql(`drop table if exists "product_sizes" cascade;`);

    this.addSql(`drop table if exists "product_tags" cascade;`);
  }

}
