import { Migration } from '@mikro-orm/migrations';

/** Staff decisions on return requests are audited, each under the order it belongs to. */
export const auditedSinceReturnRequests: [table: string, idColumn: string][] = [['return_request', 'checkout_id']];

/** Returns asked by the shopper (CONTRACT §19): the request, its lines, and the staff's decision (audited). */
export class Migration20261128210000_ReturnRequests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "return_request_status" as enum ('requested', 'accepted', 'declined');`);
    this.addSql(`create table "return_request" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "checkout_id" int not null references "checkout" ("id") on update cascade on delete cascade,
      "status" "return_request_status" not null default 'requested', "reason" varchar(500) not null, "comment" text not null default '',
      "decision_reason" varchar(500) null, "decided_by_id" int null references "users" ("id") on update cascade on delete set null,
      "decided_at" timestamptz null, "order_return_id" int null references "order_return" ("id") on update cascade on delete set null);`);
    this.addSql(`create index "return_request_checkout_id_index" on "return_request" ("checkout_id");`);
    this.addSql(`create index "return_request_status_index" on "return_request" ("status");`);
    this.addSql(`create table "return_request_line" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "return_request_id" int not null references "return_request" ("id") on update cascade on delete cascade,
      "checkout_line_id" int not null references "checkout_line" ("id") on update cascade on delete cascade, "quantity" int not null);`);
    this.addSql(`create index "return_request_line_return_request_id_index" on "return_request_line" ("return_request_id");`);
    this.addSql(`create index "return_request_line_checkout_line_id_index" on "return_request_line" ("checkout_line_id");`);
    for (const [table, idColumn] of auditedSinceReturnRequests) {
      this.addSql(`create trigger ${table}_audit after insert or update or delete on "${table}" for each row execute function audit_row('${idColumn}');`);
    }
  }

  override async down(): Promise<void> {
    for (const [table] of auditedSinceReturnRequests) this.addSql(`drop trigger ${table}_audit on "${table}";`);
    this.addSql(`drop table "return_request_line";`);
    this.addSql(`drop table "return_request";`);
    this.addSql(`drop type "return_request_status";`);
  }
}
