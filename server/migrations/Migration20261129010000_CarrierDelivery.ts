import { Migration } from '@mikro-orm/migrations';

const sides = ['weight', 'length', 'width', 'height'];
/** Grams and centimetres, each optional: a product's fill its variants' blanks, the shop's (DEFAULT_PARCEL) the rest. */
const parcelColumns = (table: string) =>
  `alter table "${table}" ${sides.map((side) => `add column "${side}" int null check ("${side}" > 0)`).join(', ')};`;

/**
 * Delivery through СДЭК, its checkout half (CONTRACT §20): parcels of variants and products, the
 * kind of a delivery method, and what an order keeps of the carrier's quote and the chosen point.
 */
export class Migration20261129010000_CarrierDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(parcelColumns('product'));
    this.addSql(parcelColumns('product_variant'));
    this.addSql(`create type "delivery_kind" as enum ('manual', 'cdek_pickup', 'cdek_courier');`);
    this.addSql(`alter table "delivery_method" add column "kind" "delivery_kind" not null default 'manual';`);
    this.addSql(
      `alter table "checkout" add column "delivery_tariff" int null, add column "delivery_days_min" int null, add column "delivery_days_max" int null,
       add column "delivery_point" jsonb null, add column "delivery_city" jsonb null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout" drop column "delivery_tariff", drop column "delivery_days_min", drop column "delivery_days_max", drop column "delivery_point", drop column "delivery_city";`);
    this.addSql(`alter table "delivery_method" drop column "kind";`);
    this.addSql(`drop type "delivery_kind";`);
    for (const table of ['product', 'product_variant']) this.addSql(`alter table "${table}" ${sides.map((side) => `drop column "${side}"`).join(', ')};`);
  }
}
