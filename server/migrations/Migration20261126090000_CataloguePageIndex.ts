import { Migration } from '@mikro-orm/migrations';

const before = `("in_stock", "brand_id", "price", "color_ids", "size_ids", "tag_ids")`;
const after = `("in_stock", "brand_id", "price", "color_ids", "size_ids", "tag_ids", "id", "popularity", "created_at", "rating", "review_count")`;

/**
 * A category's page is cut from the same index its facets are counted from: with the id and every
 * sort key in it, the products of a category subtree are read from the index alone, not from a
 * thousand heap pages of the wide product rows (REST catalogue page: about a fifth less of the
 * database's time at 10 000 products).
 */
export class Migration20261126090000_CataloguePageIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "product_category_facets_index";`);
    this.addSql(`create index "product_category_facets_index" on "product" ("category_id", "available") include ${after};`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_category_facets_index";`);
    this.addSql(`create index "product_category_facets_index" on "product" ("category_id", "available") include ${before};`);
  }
}
