import { Migration } from '@mikro-orm/migrations';

/** The inbox answers by letter and remembers who handled a message and when (issue 47). */
export class Migration20261129110000_MessageReplies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "shop_message" add column "handled_by_id" int null references "users" ("id") on update cascade on delete set null, add column "handled_at" timestamptz null;`);
    this.addSql(`update "shop_message" set "handled_at" = "updated_at" where "status" = 'done';`);
    this.addSql(`create table "shop_message_reply" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "message_id" int not null references "shop_message" ("id") on update cascade on delete cascade,
      "author_id" int null references "users" ("id") on update cascade on delete set null, "text" text not null);`);
    this.addSql(`create index "shop_message_reply_message_id_index" on "shop_message_reply" ("message_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "shop_message_reply";`);
    this.addSql(`alter table "shop_message" drop column "handled_by_id", drop column "handled_at";`);
  }
}
