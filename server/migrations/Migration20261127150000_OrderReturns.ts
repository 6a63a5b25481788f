import { Migration } from '@mikro-orm/migrations';

/** Returns of shipped and delivered orders (CONTRACT §16): what came back, its sum and its refund. */
export class Migration20261127150000_OrderReturns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "order_return" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "checkout_id" int not null, "reason" varchar(500) not null, "restock" boolean not null default false, "amount" numeric(12,2) not null, "refund_id" int null, "user_id" int null);`);
    this.addSql(`create index "order_return_checkout_id_index" on "order_return" ("checkout_id");`);
    this.addSql(`alter table "order_return" add constraint "order_return_checkout_id_foreign" foreign key ("checkout_id") references "checkout" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_return" add constraint "order_return_refund_id_foreign" foreign key ("refund_id") references "refund" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "order_return" add constraint "order_return_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create table "order_return_line" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "order_return_id" int not null, "checkout_line_id" int not null, "quantity" int not null, "amount" numeric(12,2) not null);`);
    this.addSql(`create index "order_return_line_order_return_id_index" on "order_return_line" ("order_return_id");`);
    this.addSql(`create index "order_return_line_checkout_line_id_index" on "order_return_line" ("checkout_line_id");`);
    this.addSql(`alter table "order_return_line" add constraint "order_return_line_order_return_id_foreign" foreign key ("order_return_id") references "order_return" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_return_line" add constraint "order_return_line_checkout_line_id_foreign" foreign key ("checkout_line_id") references "checkout_line" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "order_return_line";`);
    this.addSql(`drop table "order_return";`);
  }
}
