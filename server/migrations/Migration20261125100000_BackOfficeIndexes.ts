import { Migration } from '@mikro-orm/migrations';

/**
 * What the dashboard and the orders' date filters read (CONTRACT §10): orders by the moment they
 * were placed, whatever their status, and the few variants running out among many.
 */
export class Migration20261125100000_BackOfficeIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "checkout_created_at_index" on "checkout" ("created_at");`);
    this.addSql(`create index "product_variant_low_stock_index" on "product_variant" ("stock", "id") where not "hidden" and "stock" <= 5;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_variant_low_stock_index";`);
    this.addSql(`drop index "checkout_created_at_index";`);
  }
}
