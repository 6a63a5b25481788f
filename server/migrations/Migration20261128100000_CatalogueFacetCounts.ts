import { Migration } from '@mikro-orm/migrations';

/**
 * How many products on sale each category has of every facet value (a brand, colour, size or tag,
 * `id * 8 + kind` as in the catalogue entry), kept by statement triggers on `catalogue_entry` from
 * the difference between its old and new rows, in the transaction of the write. A category's page
 * narrowed by nothing sums these rows over its subtree instead of counting the facet values of every
 * product it shows (product-facets.ts); a narrowed, searched or staff view still counts live.
 *
 * Orders never write here: an entry's facet values, category and sale flag do not change with its
 * stock, so an order's refresh finds nothing changed. Rows are written in key order, so two writers
 * in one category wait for each other rather than cross.
 */
const changed = "(o.category_id, o.available, o.facet_values) is distinct from (n.category_id, n.available, n.facet_values)";
const changes: Record<string, { transition: string; rows: string }> = {
  insert: { transition: 'new table as new_rows', rows: 'select n.category_id, n.facet_values, 1 as delta from new_rows n where n.available' },
  delete: { transition: 'old table as old_rows', rows: 'select o.category_id, o.facet_values, -1 as delta from old_rows o where o.available' },
  update: {
    transition: 'old table as old_rows new table as new_rows',
    rows: `select o.category_id, o.facet_values, -1 as delta from old_rows o join new_rows n on n.id = o.id where o.available and ${changed}
      union all
      select n.category_id, n.facet_values, 1 from old_rows o join new_rows n on n.id = o.id where n.available and ${changed}`,
  },
};

export class Migration20261128100000_CatalogueFacetCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalogue_facet_count" (
      "category_id" int not null,
      "value" int not null,
      "products" int not null,
      primary key ("category_id", "value")
    );`);
    for (const [event, { transition, rows }] of Object.entries(changes)) {
      this.addSql(`create function catalogue_facet_counts_after_${event}() returns trigger language plpgsql as $$
      begin
        insert into catalogue_facet_count (category_id, value, products)
        select d.category_id, v.value, sum(d.delta)::int
        from (${rows}) d cross join lateral unnest(d.facet_values) as v(value)
        group by d.category_id, v.value
        having sum(d.delta) <> 0
        order by d.category_id, v.value
        on conflict (category_id, value) do update set products = catalogue_facet_count.products + excluded.products;
        return null;
      end $$;`);
      this.addSql(`create trigger catalogue_facet_counts_after_${event} after ${event} on catalogue_entry referencing ${transition} for each statement execute function catalogue_facet_counts_after_${event}();`);
    }
    this.addSql(`insert into catalogue_facet_count (category_id, value, products)
      select e.category_id, v.value, count(*)::int from catalogue_entry e cross join lateral unnest(e.facet_values) as v(value) where e.available group by 1, 2;`);
  }

  override async down(): Promise<void> {
    for (const event of Object.keys(changes)) {
      this.addSql(`drop trigger catalogue_facet_counts_after_${event} on catalogue_entry;`);
      this.addSql(`drop function catalogue_facet_counts_after_${event}();`);
    }
    this.addSql(`drop table "catalogue_facet_count";`);
  }
}
