import { Migration } from '@mikro-orm/migrations';

/**
 * An order's line keeps the chosen variant's size, colour and picture as they were when it was
 * placed (CONTRACT §19), beside its name and SKU. Lines of past orders take them from their variants now.
 */
export class Migration20261128220000_OrderLineLooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "checkout_line" add column "size_name" varchar(200) null, add column "color_name" varchar(200) null, add column "image" text null;`);
    this.addSql(`update "checkout_line" l set "size_name" = (select name from size where id = v.size_id), "color_name" = (select name from color where id = v.color_id),
      "image" = coalesce(v.images->>0, (select o.images->>0 from product_variant o where o.product_id = v.product_id and o.color_id is not distinct from v.color_id
        and jsonb_array_length(o.images) > 0 order by o.id limit 1), p.images->>0)
      from product_variant v join product p on p.id = v.product_id where v.id = l.product_variant_id;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout_line" drop column "size_name", drop column "color_name", drop column "image";`);
  }
}
