import { Migration } from '@mikro-orm/migrations';

/** Orders handed to a carrier and followed by its statuses (CONTRACT §20, the shipping half): one shipment per order. */
export class Migration20261129020000_Shipments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "shipment_state" as enum ('registering', 'registered', 'shipped', 'delivered', 'problem');`);
    this.addSql(`create table "shipment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "checkout_id" int not null unique references "checkout" ("id") on update cascade on delete cascade, "carrier" varchar(20) not null,
      "uuid" varchar(64) not null unique, "track_number" varchar(40) null, "state" "shipment_state" not null default 'registering',
      "status_code" varchar(60) null, "status_name" varchar(200) null, "status_at" timestamptz null, "checked_at" timestamptz not null default now());`);
    // The read-back takes the unfinished shipments checked longest ago.
    this.addSql(`create index "shipment_unfinished_idx" on "shipment" ("checked_at") where "state" in ('registering', 'registered', 'shipped');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "shipment";`);
    this.addSql(`drop type "shipment_state";`);
  }
}
