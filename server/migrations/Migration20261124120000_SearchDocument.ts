import { Migration } from '@mikro-orm/migrations';

/** Tables whose rows link products to colours and tags: a link added or removed changes the product's words. */
const links = ['product_colors', 'product_tags'];
/** Dictionaries whose names (and urls) are words of the products using them. */
const dictionaries = ['brand', 'category', 'color', 'tag'];

/**
 * Stems the Russian stemmer keeps apart though a shopper means the same: «женские» (женск) and
 * «Женщинам» (женщин), «детские» and «Детям». A document with one also gets the other, so
 * «женские кроссовки» finds sneakers under «Женщинам».
 */
const audience = [['женщин', 'женск'], ['мужчин', 'мужск'], ['дет', 'детск'], ['девочек', 'девочк']];
const alsoMeant = audience.flatMap(([a, b]) => [`case when words @@ '${a}' then '${b}:1' end`, `case when words @@ '${b}' then '${a}:1' end`]).join(', ');

/**
 * The product's search document (CONTRACT §9) over its name (weight A); its brand, category with
 * the categories above it, colours and tags (B); its description (C); the Latin words of its brand's
 * and categories' urls (D: «jeans» finds «women-jeans», the 'russian' configuration stems ASCII
 * words in English).
 *
 * The database keeps it, not the services: statement-level triggers with transition tables collect
 * the products a statement touched — a product written, a colour or tag linked or unlinked, a
 * dictionary entry renamed — and hand them to one function that recomputes their documents. Every
 * write path (the services, the spreadsheet import, a future 1C exchange, plain SQL) leaves it
 * right, and a bulk statement costs one set-based update rather than one per row.
 */
export class Migration20261124120000_SearchDocument extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" alter column "search_vector" drop expression;`);
    this.addSql(`alter table "product" alter column "search_vector" set default '';`);

    this.addSql(`create function search_document(name text, labels text, description text, latin text) returns tsvector language plpgsql immutable parallel safe as $$
    declare
      words tsvector := setweight(to_tsvector('russian', coalesce(name, '')), 'A')
        || setweight(to_tsvector('russian', coalesce(labels, '')), 'B')
        || setweight(to_tsvector('russian', coalesce(description, '')), 'C')
        || setweight(to_tsvector('russian', regexp_replace(coalesce(latin, ''), '[^a-z]+', ' ', 'g')), 'D');
    begin
      return words || setweight(concat_ws(' ', ${alsoMeant})::tsvector, 'B');
    end $$;`);

    this.addSql(`create function refresh_product_search(product_ids int[]) returns void language plpgsql as $$
    begin
      if cardinality(product_ids) = 0 then return; end if;
      update product p set search_vector = document.vector
      from (
        select p.id, search_document(p.name, concat_ws(' ', b.name, tree.names, colours.names, tags.names), p."desc", concat_ws(' ', b.url, tree.urls)) as vector
        from (select distinct unnest(product_ids) as id) chosen
        join product p on p.id = chosen.id
        left join brand b on b.id = p.brand_id
        cross join lateral (
          with recursive up as (
            select c.id, c.parent_id, c.name, c.url from category c where c.id = p.category_id
            union
            select c.id, c.parent_id, c.name, c.url from category c join up on c.id = up.parent_id)
          select string_agg(up.name, ' ') as names, string_agg(up.url, ' ') as urls from up) tree
        cross join lateral (select string_agg(c.name, ' ') as names from product_colors x join color c on c.id = x.color_id where x.product_id = p.id) colours
        cross join lateral (select string_agg(t.name, ' ') as names from product_tags x join tag t on t.id = x.tag_id where x.product_id = p.id) tags
      ) document
      where p.id = document.id and p.search_vector is distinct from document.vector;
    end $$;`);

    // The update above fires the product trigger again; it finds no words changed and stops. The
    // transition tables are compared with EXCEPT: a join's plan, cached at the first (tiny) call,
    // would compare every row with every other on a large statement.
    this.addSql(`create function product_search_after_product_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_product_search(array(select id from new_rows));
      else
        perform refresh_product_search(array(
          select id from (select id, name, "desc", brand_id, category_id from new_rows except select id, name, "desc", brand_id, category_id from old_rows) changed));
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger product_search_after_insert after insert on product referencing new table as new_rows for each statement execute function product_search_after_product_change();`);
    this.addSql(`create trigger product_search_after_update after update on product referencing old table as old_rows new table as new_rows for each statement execute function product_search_after_product_change();`);

    this.addSql(`create function product_search_after_link_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform refresh_product_search(array(select product_id from new_rows));
      elsif tg_op = 'DELETE' then
        perform refresh_product_search(array(select product_id from old_rows));
      else
        perform refresh_product_search(array(select product_id from new_rows union select product_id from old_rows));
      end if;
      return null;
    end $$;`);
    for (const table of links) {
      this.addSql(`create trigger ${table}_search_after_insert after insert on ${table} referencing new table as new_rows for each statement execute function product_search_after_link_change();`);
      this.addSql(`create trigger ${table}_search_after_delete after delete on ${table} referencing old table as old_rows for each statement execute function product_search_after_link_change();`);
      this.addSql(`create trigger ${table}_search_after_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function product_search_after_link_change();`);
    }

    // A category's name is a word of every product below it, so moving it counts as renaming it.
    this.addSql(`create function product_search_after_rename() returns trigger language plpgsql as $$
    declare
      renamed int[];
    begin
      if tg_table_name = 'category' then
        renamed := array(select id from (select id, name, url, parent_id from new_rows except select id, name, url, parent_id from old_rows) changed);
      else
        renamed := array(select id from (select id, name, url from new_rows except select id, name, url from old_rows) changed);
      end if;
      if cardinality(renamed) = 0 then return null; end if;
      if tg_table_name = 'brand' then
        perform refresh_product_search(array(select id from product where brand_id = any(renamed)));
      elsif tg_table_name = 'color' then
        perform refresh_product_search(array(select product_id from product_colors where color_id = any(renamed)));
      elsif tg_table_name = 'tag' then
        perform refresh_product_search(array(select product_id from product_tags where tag_id = any(renamed)));
      else
        perform refresh_product_search(array(
          with recursive tree as (select unnest(renamed) as id union select c.id from category c join tree on c.parent_id = tree.id)
          select p.id from product p join tree on p.category_id = tree.id));
      end if;
      return null;
    end $$;`);
    for (const table of dictionaries) {
      this.addSql(`create trigger ${table}_search_after_rename after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function product_search_after_rename();`);
    }

    this.addSql(`select refresh_product_search(array(select id from product));`);

    // Suggestions fall back to typos in category and brand names.
    this.addSql(`create index "category_name_trgm_index" on "category" using gin (lower("name") gin_trgm_ops);`);
    this.addSql(`create index "brand_name_trgm_index" on "brand" using gin (lower("name") gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "brand_name_trgm_index";`);
    this.addSql(`drop index "category_name_trgm_index";`);
    for (const table of dictionaries) this.addSql(`drop trigger ${table}_search_after_rename on ${table};`);
    for (const table of links) {
      for (const event of ['insert', 'delete', 'update']) this.addSql(`drop trigger ${table}_search_after_${event} on ${table};`);
    }
    this.addSql(`drop trigger product_search_after_insert on product;`);
    this.addSql(`drop trigger product_search_after_update on product;`);
    this.addSql(`drop function product_search_after_rename();`);
    this.addSql(`drop function product_search_after_link_change();`);
    this.addSql(`drop function product_search_after_product_change();`);
    this.addSql(`drop function refresh_product_search(int[]);`);
    this.addSql(`drop function search_document(text, text, text, text);`);
    this.addSql(`alter table "product" drop column "search_vector";`);
    this.addSql(`alter table "product" add column "search_vector" tsvector generated always as (setweight(to_tsvector('russian', coalesce(name, '')), 'A') || setweight(to_tsvector('russian', coalesce("desc", '')), 'B')) stored not null;`);
    this.addSql(`create index "product_search_vector_index" on "product" using gin ("search_vector");`);
  }
}
