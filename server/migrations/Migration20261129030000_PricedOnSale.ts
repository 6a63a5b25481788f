import { Migration } from '@mikro-orm/migrations';
import { applyReadModel } from '../modules/catalogue/read-model/apply.js';

/**
 * A product with no priced visible variant is not on sale (issue 47): the read model from its files
 * (`on_sale` in product-offer.sql, read by the catalogue entry), then every entry built again so those
 * imported without offers leave the lists, the feed and the sitemap.
 */
export class Migration20261129030000_PricedOnSale extends Migration {
  override async up(): Promise<void> {
    await applyReadModel((sql) => this.addSql(sql));
    this.addSql('SELECT refresh_catalogue_entries(array(SELECT id FROM product ORDER BY id))');
  }
}
