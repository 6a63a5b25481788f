import { Migration } from '@mikro-orm/migrations';

export class Migration20261123011959_Initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "user_role" as enum ('User', 'SuperUser', 'Admin');`);
    this.addSql(`create table "category" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "url" varchar(200) not null, "desc" text null, "image" varchar(300) null, "parent_id" int null, "parameters" jsonb not null default '[]');`);
    this.addSql(`alter table "category" add constraint "category_url_unique" unique ("url");`);
    this.addSql(`create index "category_parent_id_index" on "category" ("parent_id");`);

    this.addSql(`create table "brand" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "url" varchar(200) not null, "image" varchar(300) null, "show_on_main" boolean not null default false, "category_id" int null);`);
    this.addSql(`alter table "brand" add constraint "brand_url_unique" unique ("url");`);
    this.addSql(`create index "brand_category_id_index" on "brand" ("category_id");`);
    this.addSql(`alter table "brand" add constraint "brand_name_unique" unique ("name");`);

    this.addSql(`create table "color" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "url" varchar(200) not null, "code" varchar(7) not null);`);
    this.addSql(`alter table "color" add constraint "color_url_unique" unique ("url");`);
    this.addSql(`alter table "color" add constraint "color_name_unique" unique ("name");`);

    this.addSql(`create table "size" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "url" varchar(200) not null);`);
    this.addSql(`alter table "size" add constraint "size_url_unique" unique ("url");`);
    this.addSql(`alter table "size" add constraint "size_name_unique" unique ("name");`);

    this.addSql(`create table "tag" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "url" varchar(200) not null);`);
    this.addSql(`alter table "tag" add constraint "tag_url_unique" unique ("url");`);
    this.addSql(`alter table "tag" add constraint "tag_name_unique" unique ("name");`);

    this.addSql(`create table "users" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "first_name" varchar(100) not null default '', "last_name" varchar(100) not null default '', "email" varchar(254) not null, "is_verified" boolean not null default false, "role" "user_role" not null default 'User', "password_hash" varchar(200) not null);`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`alter table "category" add constraint "category_parent_id_foreign" foreign key ("parent_id") references "category" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "brand" add constraint "brand_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "category" drop constraint "category_parent_id_foreign";`);

    this.addSql(`alter table "brand" drop constraint "brand_category_id_foreign";`);

    this.addSql(`drop table if exists "category" cascade;`);

    this.addSql(`drop table if exists "brand" cascade;`);

    this.addSql(`drop table if exists "color" cascade;`);

    this.addSql(`drop table if exists "size" cascade;`);

    this.addSql(`drop table if exists "tag" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop type "user_role";`);
  }

}
