import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's read model (issue 29): one row per product holding everything a list, its facets
 * and a card read — the sort keys, price, stock flag, the category trail, every brand, colour, size
 * and tag as one int[] of facet values (`id * 8 + kind`, see catalogue-entry.ts) with a GIN index,
 * and the relations a product shows (brand, category, trail, colours, sizes, tags, variants) as
 * JSON built once per write instead of once per read.
 *
 * It is derived data with one writer: `refresh_catalogue_entries`, called by statement triggers in
 * the transaction of every write that changes what it holds — a product (its own fields, and the
 * colour, size and tag arrays the link tables' triggers keep on it), a variant, or a brand,
 * category, colour, size or tag renamed or moved. The price, old price and stock flag it derives
 * from the visible variants by the rule the product's own columns follow (product-derived.ts), so
 * a change of variants refreshes an entry once: the product's derived update after it changes
 * nothing the entry reads from the product.
 *
 * Concurrent writes leave the row equal to the tables because the function reads only after taking
 * locks, in a statement of its own (so that what it then reads is what the others committed):
 * - a write to a product locks the products (in id order): a second write to the same product
 *   waits for the first and then reads what it committed;
 * - it also locks FOR SHARE every brand, category up the tree, colour, size and tag the products
 *   show: a rename under way makes it wait and then read the new name, and a rename that comes
 *   after waits for it, then finds the product among those to refresh. A rename's own refresh
 *   therefore locks no products (that could deadlock with a product waiting for the rename).
 */
const dictionaries: Record<string, { columns: string; products: string }> = {
  brand: { columns: 'id, name, url, image', products: 'select p.id from product p where p.brand_id = any(changed)' },
  category: { columns: 'id, name, url, parent_id', products: 'select e.id from catalogue_entry e where e.category_path && changed' },
  color: { columns: 'id, name, url, code', products: 'select e.id from catalogue_entry e where e.facet_values && array(select c * 8 + 2 from unnest(changed) c)' },
  size: { columns: 'id, name, url', products: 'select e.id from catalogue_entry e where e.facet_values && array(select s * 8 + 3 from unnest(changed) s)' },
  tag: { columns: 'id, name, url', products: 'select e.id from catalogue_entry e where e.facet_values && array(select t * 8 + 4 from unnest(changed) t)' },
};

// Not the product's price, old price and stock flag: the entry derives them from the visible variants itself.
const productColumns = 'id, available, popularity, created_at, rating, review_count, category_id, brand_id, color_ids, size_ids, tag_ids';
const variantColumns = 'id, product_id, sku, price, old_price, stock, images, barcode, parameters, size_id, color_id, hidden';

export class Migration20261128090000_CatalogueEntries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "catalogue_entry" (
      "id" int primary key references "product" ("id") on update cascade on delete cascade,
      "available" boolean not null,
      "in_stock" boolean not null,
      "price" numeric(12,2) null,
      "old_price" numeric(12,2) null,
      "popularity" int not null,
      "created_at" timestamptz not null,
      "rating" numeric(3,2) not null,
      "review_count" int not null,
      "category_id" int not null,
      "category_path" int[] not null,
      "brand_id" int null,
      "facet_values" int[] not null,
      "brand" jsonb null,
      "category" jsonb not null,
      "category_trail" jsonb not null,
      "colors" jsonb not null,
      "sizes" jsonb not null,
      "tags" jsonb not null,
      "variants" jsonb not null
    );`);

    this.addSql(`create function refresh_catalogue_entries(product_ids int[], lock_products boolean default true) returns void language plpgsql as $$
    declare
      chosen int[];
    begin
      if cardinality(product_ids) = 0 then return; end if;
      if lock_products then
        chosen := array(select p.id from product p where p.id = any(product_ids) order by p.id for no key update);
      else
        chosen := product_ids;
      end if;
      perform 1 from brand b where b.id in (select p.brand_id from product p where p.id = any(chosen)) order by b.id for share;
      perform 1 from category c where c.id in (
        with recursive up as (
          select p.category_id as id, 0 as depth from product p where p.id = any(chosen)
          union select c.parent_id, up.depth + 1 from category c join up on c.id = up.id where c.parent_id is not null and up.depth < 32)
        select id from up) order by c.id for share;
      perform 1 from color c where c.id in (
        select unnest(p.color_ids) from product p where p.id = any(chosen) union select v.color_id from product_variant v where v.product_id = any(chosen)) order by c.id for share;
      perform 1 from size s where s.id in (
        select unnest(p.size_ids) from product p where p.id = any(chosen) union select v.size_id from product_variant v where v.product_id = any(chosen)) order by s.id for share;
      perform 1 from tag t where t.id in (select x.tag_id from product_tags x where x.product_id = any(chosen)) order by t.id for share;
      insert into catalogue_entry as e
      select p.id, p.available, derived.in_stock, derived.price, derived.old_price, p.popularity, p.created_at, p.rating, p.review_count,
        p.category_id, trail.ids, p.brand_id,
        array(select v from (
          select p.brand_id * 8 + 1 as v where p.brand_id is not null
          union all select c * 8 + 2 from unnest(p.color_ids) c
          union all select s * 8 + 3 from unnest(p.size_ids) s
          union all select t * 8 + 4 from unnest(p.tag_ids) t) facet order by v),
        (select jsonb_build_object('id', b.id, 'name', b.name, 'url', b.url, 'image', b.image) from brand b where b.id = p.brand_id),
        (select jsonb_build_object('id', c.id, 'name', c.name, 'url', c.url) from category c where c.id = p.category_id),
        trail.refs,
        coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'url', c.url, 'code', c.code) order by c.name, c.id) from product_colors x join color c on c.id = x.color_id where x.product_id = p.id), '[]'),
        coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'url', s.url) order by s.id) from product_sizes x join size s on s.id = x.size_id where x.product_id = p.id), '[]'),
        coalesce((select jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'url', t.url) order by t.name, t.id) from product_tags x join tag t on t.id = x.tag_id where x.product_id = p.id), '[]'),
        coalesce((select jsonb_agg(jsonb_build_object(
            'id', v.id, 'sku', v.sku, 'price', v.price::float8, 'oldPrice', v.old_price::float8, 'stock', v.stock, 'images', v.images,
            'barcode', v.barcode, 'parameters', v.parameters,
            'size', case when s.id is null then null else jsonb_build_object('id', s.id, 'name', s.name, 'url', s.url) end,
            'color', case when c.id is null then null else jsonb_build_object('id', c.id, 'name', c.name, 'url', c.url, 'code', c.code) end
          ) order by v.id)
          from product_variant v left join size s on s.id = v.size_id left join color c on c.id = v.color_id
          where v.product_id = p.id and not v.hidden), '[]')
      from product p
      cross join lateral (
        select min(v.price) as price, (array_agg(v.old_price order by v.price, v.id))[1] as old_price, coalesce(bool_or(v.stock > 0), false) as in_stock
        from product_variant v where v.product_id = p.id and not v.hidden) derived
      cross join lateral (
        with recursive up as (
          select c.id, c.name, c.url, c.parent_id, 0 as depth from category c where c.id = p.category_id
          union all select c.id, c.name, c.url, c.parent_id, up.depth + 1 from category c join up on c.id = up.parent_id where up.depth < 32)
        select array_agg(up.id order by up.depth desc) as ids,
          jsonb_agg(jsonb_build_object('id', up.id, 'name', up.name, 'url', up.url) order by up.depth desc) as refs
        from up) trail
      where p.id = any(chosen)
      on conflict (id) do update set
        available = excluded.available, in_stock = excluded.in_stock, price = excluded.price, old_price = excluded.old_price,
        popularity = excluded.popularity, created_at = excluded.created_at, rating = excluded.rating, review_count = excluded.review_count,
        category_id = excluded.category_id, category_path = excluded.category_path, brand_id = excluded.brand_id,
        facet_values = excluded.facet_values, brand = excluded.brand, category = excluded.category, category_trail = excluded.category_trail,
        colors = excluded.colors, sizes = excluded.sizes, tags = excluded.tags, variants = excluded.variants
      where e is distinct from excluded;
    end $$;`);

    // A product inserted, or changed in what its entry holds (compared with EXCEPT, as the search document's trigger does).
    this.addSql(`create function catalogue_entries_after_product_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_catalogue_entries(array(select id from new_rows));
      else
        perform refresh_catalogue_entries(array(select id from (select ${productColumns} from new_rows except select ${productColumns} from old_rows) changed));
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger product_entries_after_insert after insert on product referencing new table as new_rows for each statement execute function catalogue_entries_after_product_change();`);
    this.addSql(`create trigger product_entries_after_update after update on product referencing old table as old_rows new table as new_rows for each statement execute function catalogue_entries_after_product_change();`);

    this.addSql(`create function catalogue_entries_after_variant_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_catalogue_entries(array(select distinct product_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform refresh_catalogue_entries(array(select distinct product_id from old_rows));
      else
        perform refresh_catalogue_entries(array(select distinct product_id from (
          (select ${variantColumns} from new_rows except select ${variantColumns} from old_rows)
          union all (select ${variantColumns} from old_rows except select ${variantColumns} from new_rows)) changed));
      end if;
      return null;
    end $$;`);
    for (const [event, transition] of [['insert', 'new table as new_rows'], ['delete', 'old table as old_rows'], ['update', 'old table as old_rows new table as new_rows']]) {
      this.addSql(`create trigger product_variant_entries_after_${event} after ${event} on product_variant referencing ${transition} for each statement execute function catalogue_entries_after_variant_change();`);
    }

    this.addSql(`create function catalogue_entries_after_rename() returns trigger language plpgsql as $$
    declare
      changed int[];
    begin
      ${Object.entries(dictionaries)
        .map(
          ([table, { columns, products }], i) => `${i ? 'elsif' : 'if'} tg_table_name = '${table}' then
        changed := array(select id from (select ${columns} from new_rows except select ${columns} from old_rows) renamed);
        if cardinality(changed) > 0 then perform refresh_catalogue_entries(array(${products}), false); end if;`,
        )
        .join('\n      ')}
      end if;
      return null;
    end $$;`);
    for (const table of Object.keys(dictionaries)) {
      this.addSql(`create trigger ${table}_entries_after_update after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function catalogue_entries_after_rename();`);
    }

    this.addSql(`select refresh_catalogue_entries(array(select id from product));`);
    // A category's list and facets are read from this index alone (the visibility map set): its subtree's ids first.
    this.addSql(`create index "catalogue_entry_category_index" on "catalogue_entry" ("category_id", "available") include ("id", "in_stock", "price", "popularity", "created_at", "rating", "review_count", "facet_values");`);
    this.addSql(`create index "catalogue_entry_category_path_index" on "catalogue_entry" using gin ("category_path");`);
    this.addSql(`create index "catalogue_entry_facet_values_index" on "catalogue_entry" using gin ("facet_values");`);
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(dictionaries)) this.addSql(`drop trigger ${table}_entries_after_update on "${table}";`);
    for (const event of ['insert', 'delete', 'update']) this.addSql(`drop trigger product_variant_entries_after_${event} on product_variant;`);
    for (const event of ['insert', 'update']) this.addSql(`drop trigger product_entries_after_${event} on product;`);
    this.addSql(`drop function catalogue_entries_after_rename();`);
    this.addSql(`drop function catalogue_entries_after_variant_change();`);
    this.addSql(`drop function catalogue_entries_after_product_change();`);
    this.addSql(`drop function refresh_catalogue_entries(int[], boolean);`);
    this.addSql(`drop table "catalogue_entry";`);
  }
}
