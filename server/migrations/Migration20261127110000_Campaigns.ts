import { Migration } from '@mikro-orm/migrations';

/** Newsletters to the subscribers and who each has gone to (CONTRACT §15). */
export class Migration20261127110000_Campaigns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "campaign" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "subject" varchar(300) not null, "text" text not null, "news_post_id" int null, "started_at" timestamptz null);`);
    this.addSql(`alter table "campaign" add constraint "campaign_news_post_id_foreign" foreign key ("news_post_id") references "news_post" ("id") on update cascade on delete set null;`);
    this.addSql(`create table "campaign_recipient" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "campaign_id" int not null, "subscriber_id" int not null, "queued_at" timestamptz null, "mail_message_id" int null);`);
    this.addSql(`alter table "campaign_recipient" add constraint "campaign_recipient_campaign_id_subscriber_id_unique" unique ("campaign_id", "subscriber_id");`);
    this.addSql(`create index "campaign_recipient_subscriber_id_index" on "campaign_recipient" ("subscriber_id");`);
    this.addSql(`create index "campaign_recipient_queued_at_index" on "campaign_recipient" ("queued_at");`);
    // The letters still to go, oldest campaign first.
    this.addSql(`create index "campaign_recipient_waiting_index" on "campaign_recipient" ("id") where "queued_at" is null;`);
    this.addSql(`alter table "campaign_recipient" add constraint "campaign_recipient_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_recipient" add constraint "campaign_recipient_subscriber_id_foreign" foreign key ("subscriber_id") references "subscriber" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_recipient" add constraint "campaign_recipient_mail_message_id_foreign" foreign key ("mail_message_id") references "mail_message" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "campaign_recipient";`);
    this.addSql(`drop table "campaign";`);
  }
}
