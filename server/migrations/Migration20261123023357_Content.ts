import { Migration } from '@mikro-orm/migrations';

export class Migration20261123023357_Content extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "advertisement" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(300) not null default '', "description" text not null default '');`);

    this.addSql(`create table "news_post" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title" varchar(300) not null, "url" varchar(200) not null, "text" text not null default '', "image" varchar(300) null, "show_on_main" boolean not null default false);`);
    this.addSql(`alter table "news_post" add constraint "news_post_url_unique" unique ("url");`);
    this.addSql(`create index "news_post_show_on_main_created_at_index" on "news_post" ("show_on_main", "created_at");`);

    this.addSql(`create table "slide" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "image" varchar(300) not null, "link" varchar(500) not null default '', "position" int not null default 0);`);

    this.addSql(`create table "subscriber" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" varchar(254) not null, "mail_id" uuid not null default gen_random_uuid());`);
    this.addSql(`alter table "subscriber" add constraint "subscriber_email_unique" unique ("email");`);
    this.addSql(`alter table "subscriber" add constraint "subscriber_mail_id_unique" unique ("mail_id");`);

    this.addSql(`insert into "advertisement" ("id", "title", "description") values (1, '', '') on conflict do nothing;`);
    this.addSql(`select setval(pg_get_serial_sequence('advertisement', 'id'), greatest(1, (select max(id) from advertisement)));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "advertisement" cascade;`);

    this.addSql(`drop table if exists "news_post" cascade;`);

    this.addSql(`drop table if exists "slide" cascade;`);

    this.addSql(`drop table if exists "subscriber" cascade;`);

  }

}
