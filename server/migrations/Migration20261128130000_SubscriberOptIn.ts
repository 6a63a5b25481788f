import { Migration } from '@mikro-orm/migrations';

/**
 * Double opt-in for the newsletter (CONTRACT §18): a subscriber is `pending` until the address's
 * owner follows the link of the letter «Подтвердите подписку», then `confirmed`; campaigns go to
 * confirmed ones only. Every row written before this migration was subscribed the old way and keeps
 * getting letters: the column is added with the default `confirmed`, which fills every existing row
 * in the same statement (and any row a running old instance inserts until the next one), and only
 * then does the default become `pending`. Their confirmation time is when they subscribed.
 */
export class Migration20261128130000_SubscriberOptIn extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "subscriber_status" as enum ('pending', 'confirmed');`);
    this.addSql(`alter table "subscriber"
      add column "status" "subscriber_status" not null default 'confirmed',
      add column "confirmed_at" timestamptz null,
      add column "confirmation_sent_at" timestamptz null,
      add column "confirm_token_hash" varchar(64) null;`);
    this.addSql(`update "subscriber" set "confirmed_at" = "created_at" where "status" = 'confirmed' and "confirmed_at" is null;`);
    this.addSql(`alter table "subscriber" alter column "status" set default 'pending';`);
    // The link's token is looked up by its hash; unconfirmed requests are swept by the age of their letter.
    this.addSql(`create unique index "subscriber_confirm_token_hash_unique" on "subscriber" ("confirm_token_hash") where "confirm_token_hash" is not null;`);
    this.addSql(`create index "subscriber_pending_index" on "subscriber" ("confirmation_sent_at") where "status" = 'pending';`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "subscriber" where "status" = 'pending';`);
    this.addSql(`drop index "subscriber_pending_index";`);
    this.addSql(`drop index "subscriber_confirm_token_hash_unique";`);
    this.addSql(`alter table "subscriber" drop column "status", drop column "confirmed_at", drop column "confirmation_sent_at", drop column "confirm_token_hash";`);
    this.addSql(`drop type "subscriber_status";`);
  }
}
