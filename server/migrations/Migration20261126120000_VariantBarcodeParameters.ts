import { Migration } from '@mikro-orm/migrations';

/**
 * What 1C knows of a variant beyond its size and colour (CONTRACT §12, «1C data kept»): its
 * Штрихкод as `barcode`, and its other characteristics (among them «Вариант», what tells apart
 * offers that differ only by name) as `parameters`, like a product's.
 */
export class Migration20261126120000_VariantBarcodeParameters extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product_variant" add column "barcode" varchar(100) null, add column "parameters" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_variant" drop column "barcode", drop column "parameters";`);
  }
}
