import { Migration } from '@mikro-orm/migrations';

/** Tables audited since the shop's settings and pickup points came; their writes change what shoppers see (the `content` kind of the public cache). */
export const auditedSinceShopSettings: [table: string, idColumn: string][] = [
  ['shop_settings', 'id'],
  ['pickup_point', 'id'],
];

/**
 * Where and who (CONTRACT §19): the shop's settings as one row (filled by an Admin, or by the demo
 * seed), the pickup points, and the copy of its point each pickup order keeps. Both are content the
 * storefront shows, so their writes move the public cache's content version; staff changes are audited,
 * and a point carries a version like the delivery methods.
 */
export class Migration20261128200000_ShopSettingsPickupPoints extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set constraints all immediate;`);
    this.addSql(`create table "shop_settings" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "name" varchar(200) not null, "legal_name" varchar(300) not null, "inn" varchar(12) not null, "ogrn" varchar(15) not null, "address" varchar(500) not null,
      "phone" varchar(12) not null, "email" varchar(254) not null, "work_hours" varchar(200) not null);`);
    this.addSql(`insert into "shop_settings" ("id", "name", "legal_name", "inn", "ogrn", "address", "phone", "email", "work_hours") values (1, 'Витрина', '', '', '', '', '', '', '');`);
    this.addSql(`create table "pickup_point" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "name" varchar(200) not null, "active" boolean not null default true, "position" int not null default 0, "version" int not null default 1,
      "address" varchar(500) not null, "hours" varchar(200) not null, "phone" varchar(12) not null);`);
    this.addSql(`alter table "checkout" add column "pickup_point" jsonb null;`);
    for (const [table, idColumn] of auditedSinceShopSettings) {
      this.addSql(`create constraint trigger ${table}_public_version after insert or update or delete on "${table}" deferrable initially deferred for each row execute function bump_public_version('content');`);
      this.addSql(`create trigger ${table}_audit after insert or update or delete on "${table}" for each row execute function audit_row('${idColumn}');`);
    }
    this.addSql(`create trigger pickup_point_version before update on "pickup_point" for each row execute function raise_version('');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout" drop column "pickup_point";`);
    this.addSql(`drop table if exists "pickup_point" cascade;`);
    this.addSql(`drop table if exists "shop_settings" cascade;`);
  }
}
