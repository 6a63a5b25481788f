import { Migration } from '@mikro-orm/migrations';

/** Reviews and questions staff hide without deleting them, and the inbox of help-desk messages and call-back requests (CONTRACT §13). */
export class Migration20261127010000_ModerationInbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "review" add column "published" boolean not null default true;`);
    this.addSql(`alter table "question" add column "published" boolean not null default true;`);
    this.addSql(`create type "message_kind" as enum ('help', 'callback');`);
    this.addSql(`create type "message_status" as enum ('new', 'done');`);
    this.addSql(
      `create table "shop_message" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" "message_kind" not null, "status" "message_status" not null default 'new', "name" varchar(100) not null, "email" varchar(254) null, "phone" varchar(40) not null default '', "text" text null, "user_id" int null);`,
    );
    this.addSql(`create index "shop_message_status_created_at_index" on "shop_message" ("status", "created_at");`);
    this.addSql(`alter table "shop_message" add constraint "shop_message_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "shop_message";`);
    this.addSql(`drop type "message_status";`);
    this.addSql(`drop type "message_kind";`);
    this.addSql(`alter table "question" drop column "published";`);
    this.addSql(`alter table "review" drop column "published";`);
  }
}
