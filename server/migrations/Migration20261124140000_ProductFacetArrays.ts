import { Migration } from '@mikro-orm/migrations';

/** The tables linking products to colours, sizes and tags, and the product columns copying them. */
const links = ['product_colors', 'product_sizes', 'product_tags'];
const columns = ['color_ids', 'size_ids', 'tag_ids'];

/**
 * A product's colour, size and tag ids as sorted arrays on the product itself, so the facets
 * (CONTRACT §9) read each product of a view once and count its values with unnest, and the list
 * filters by them with && on a GIN index, rather than joining the link tables whole.
 *
 * As the search document (migration SearchDocument), the database keeps them: statement-level
 * triggers with transition tables on the link tables hand the products a statement touched to one
 * function that recomputes their arrays, whichever write path linked or unlinked them. A product
 * is inserted before its links, so its empty default is right until they come.
 *
 * The category index, which replaces the plain one (and still serves its foreign key), covers every
 * column the facets of a category read: with the visibility map set, they come from the index
 * alone, without visiting the wide product rows.
 */
export class Migration20261124140000_ProductFacetArrays extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" ${columns.map((column) => `add column "${column}" int[] not null default '{}'`).join(', ')};`);

    this.addSql(`create function refresh_product_facets(product_ids int[]) returns void language plpgsql as $$
    begin
      if cardinality(product_ids) = 0 then return; end if;
      update product p set color_ids = linked.color_ids, size_ids = linked.size_ids, tag_ids = linked.tag_ids
      from (
        select chosen.id,
          array(select x.color_id from product_colors x where x.product_id = chosen.id order by x.color_id) as color_ids,
          array(select x.size_id from product_sizes x where x.product_id = chosen.id order by x.size_id) as size_ids,
          array(select x.tag_id from product_tags x where x.product_id = chosen.id order by x.tag_id) as tag_ids
        from (select distinct unnest(product_ids) as id) chosen
      ) linked
      where p.id = linked.id and (p.color_ids, p.size_ids, p.tag_ids) is distinct from (linked.color_ids, linked.size_ids, linked.tag_ids);
    end $$;`);

    this.addSql(`create function product_facets_after_link_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_product_facets(array(select product_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform refresh_product_facets(array(select product_id from old_rows));
      else
        perform refresh_product_facets(array(select product_id from new_rows union select product_id from old_rows));
      end if;
      return null;
    end $$;`);
    for (const table of links) {
      this.addSql(`create trigger ${table}_facets_after_insert after insert on ${table} referencing new table as new_rows for each statement execute function product_facets_after_link_change();`);
      this.addSql(`create trigger ${table}_facets_after_delete after delete on ${table} referencing old table as old_rows for each statement execute function product_facets_after_link_change();`);
      this.addSql(`create trigger ${table}_facets_after_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function product_facets_after_link_change();`);
    }

    this.addSql(`select refresh_product_facets(array(select id from product));`);

    for (const column of columns) this.addSql(`create index "product_${column}_index" on "product" using gin ("${column}");`);
    this.addSql(`drop index "product_category_id_index";`);
    this.addSql(`create index "product_category_facets_index" on "product" ("category_id", "available") include ("in_stock", "brand_id", "price", "color_ids", "size_ids", "tag_ids");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_category_facets_index";`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);
    for (const table of links) {
      for (const event of ['insert', 'delete', 'update']) this.addSql(`drop trigger ${table}_facets_after_${event} on ${table};`);
    }
    this.addSql(`drop function product_facets_after_link_change();`);
    this.addSql(`drop function refresh_product_facets(int[]);`);
    this.addSql(`alter table "product" ${columns.map((column) => `drop column "${column}"`).join(', ')};`);
  }
}
