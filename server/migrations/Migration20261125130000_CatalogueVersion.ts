import { Migration } from '@mikro-orm/migrations';

/** Everything the Yandex Market feed shows comes from these tables. */
const tables = ['product', 'product_variant', 'product_colors', 'product_sizes', 'product_tags', 'category', 'brand', 'size', 'color'];

/**
 * The catalogue's version, for the feed's cache (issue 15): a sequence moved on by every
 * transaction that writes one of the catalogue's tables, whoever wrote it — a service, an order
 * taking stock by plain SQL, the spreadsheet or the 1C import. Reading it is one row, however large
 * the catalogue (counting and scanning 100 000 products and their variants on every request
 * answered 8 requests a second).
 *
 * A sequence is not transactional, so it is moved at commit (deferred constraint triggers), not
 * when the row is written: a feed built while a long import is still open would otherwise be kept
 * under the new version with the old data.
 */
export class Migration20261125130000_CatalogueVersion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "catalogue_version";`);
    this.addSql(`create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      perform nextval('catalogue_version');
      return null;
    end $$;`);
    for (const table of tables) {
      this.addSql(`create constraint trigger ${table}_catalogue_version after insert or update or delete on "${table}" deferrable initially deferred for each row execute function bump_catalogue_version();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of tables) this.addSql(`drop trigger ${table}_catalogue_version on "${table}";`);
    this.addSql(`drop function bump_catalogue_version();`);
    this.addSql(`drop sequence "catalogue_version";`);
  }
}
