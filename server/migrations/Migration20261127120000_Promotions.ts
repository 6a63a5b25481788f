import { Migration } from '@mikro-orm/migrations';

/** Tables audited since promotions came (the audit log of Migration20261125090000_Audit has the others). */
export const auditedSincePromotions: [table: string, idColumn: string][] = [['promotion', 'id']];

/** Promotions and promo codes, and the discounts orders keep (CONTRACT §15); staff changes to promotions are audited. */
export class Migration20261127120000_Promotions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "promotion_kind" as enum ('percent', 'fixed', 'free_delivery');`);
    this.addSql(`create table "promotion" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "code" varchar(50) null, "kind" "promotion_kind" not null, "value" numeric(12,2) not null default 0, "min_order_amount" numeric(12,2) null, "category_ids" int[] not null default '{}', "brand_ids" int[] not null default '{}', "product_ids" int[] not null default '{}', "starts_at" timestamptz null, "ends_at" timestamptz null, "usage_limit" int null, "per_customer_limit" int null, "first_order_only" boolean not null default false, "active" boolean not null default true);`);
    this.addSql(`create index "promotion_active_index" on "promotion" ("active");`);
    // One promotion per code whatever its case: «SALE» and «sale» are the same code.
    this.addSql(`create unique index "promotion_code_lower_unique" on "promotion" (lower("code"));`);
    this.addSql(`create table "checkout_discount" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "checkout_id" int not null, "promotion_id" int null, "name" varchar(200) not null, "amount" numeric(12,2) not null, "free_delivery" boolean not null default false);`);
    this.addSql(`create index "checkout_discount_checkout_id_index" on "checkout_discount" ("checkout_id");`);
    this.addSql(`create index "checkout_discount_promotion_id_index" on "checkout_discount" ("promotion_id");`);
    this.addSql(`alter table "checkout_discount" add constraint "checkout_discount_checkout_id_foreign" foreign key ("checkout_id") references "checkout" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "checkout_discount" add constraint "checkout_discount_promotion_id_foreign" foreign key ("promotion_id") references "promotion" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "basket" add column "promo_code" varchar(50) null;`);
    this.addSql(`alter table "campaign" add column "promotion_id" int null;`);
    this.addSql(`alter table "campaign" add constraint "campaign_promotion_id_foreign" foreign key ("promotion_id") references "promotion" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "checkout" add column "promo_code" varchar(50) null, add column "discount_amount" numeric(12,2) not null default 0;`);
    this.addSql(`alter table "checkout_line" add column "discount" numeric(12,2) not null default 0;`);
    for (const [table, idColumn] of auditedSincePromotions) {
      this.addSql(`create trigger ${table}_audit after insert or update or delete on "${table}" for each row execute function audit_row('${idColumn}');`);
    }
  }

  override async down(): Promise<void> {
    for (const [table] of auditedSincePromotions) this.addSql(`drop trigger ${table}_audit on "${table}";`);
    this.addSql(`alter table "checkout_line" drop column "discount";`);
    this.addSql(`alter table "checkout" drop column "promo_code", drop column "discount_amount";`);
    this.addSql(`alter table "basket" drop column "promo_code";`);
    this.addSql(`alter table "campaign" drop column "promotion_id";`);
    this.addSql(`drop table "checkout_discount";`);
    this.addSql(`drop table "promotion";`);
    this.addSql(`drop type "promotion_kind";`);
  }
}
