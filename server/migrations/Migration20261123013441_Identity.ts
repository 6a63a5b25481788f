import { Migration } from '@mikro-orm/migrations';

export class Migration20261123013441_Identity extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "consent_purpose" as enum ('signup', 'checkout', 'address', 'help', 'callback', 'subscription');`);
    this.addSql(`create table "mail_message" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "to" varchar(254) not null, "subject" varchar(300) not null, "html" text not null, "text" text not null, "status" text check ("status" in ('pending', 'sent', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, "sent_at" timestamptz null);`);
    this.addSql(`create index "mail_message_status_next_attempt_at_index" on "mail_message" ("status", "next_attempt_at");`);

    this.addSql(`create table "refresh_token" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`create index "refresh_token_user_id_index" on "refresh_token" ("user_id");`);
    this.addSql(`alter table "refresh_token" add constraint "refresh_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "consent" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int null, "email" varchar(254) null, "phone" varchar(40) null, "purpose" "consent_purpose" not null, "text_version" varchar(40) not null, "ip" varchar(64) not null);`);
    this.addSql(`create index "consent_email_index" on "consent" ("email");`);

    this.addSql(`alter table "refresh_token" add constraint "refresh_token_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "consent" add constraint "consent_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_message" cascade;`);

    this.addSql(`drop table if exists "refresh_token" cascade;`);

    this.addSql(`drop table if exists "consent" cascade;`);

    this.addSql(`drop type "consent_purpose";`);
  }

}
