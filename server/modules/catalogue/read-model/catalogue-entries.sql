-- The catalogue's read model (issue 29): one `catalogue_entry` row per product holding everything a
-- list, its facets and a card read — the sort keys, price, stock flag, the category trail, every
-- brand, colour, size and tag as one int[] of facet values (`id * 8 + kind`, see catalogue-entry.ts)
-- and the relations a product shows as JSON built once per write instead of once per read.
--
-- It is derived data with one writer, `refresh_catalogue_entries`, called by the statement triggers
-- below in the transaction of every write that changes what it holds: a product (its own fields, and
-- the colour, size and tag arrays the link tables' triggers keep on it), a variant, or a brand,
-- category, colour, size or tag renamed or moved. Which columns count is `entrySources`
-- (catalogue-entry-sources.ts): each placeholder comment `columns:<table>` here is replaced by that
-- table's list when the file is applied (apply.ts). The price, old price and stock flag come from
-- the visible variants by the one rule of product-offer.sql, so a change of variants refreshes an
-- entry once: the product's derived update after it changes nothing the entry reads from the product.
--
-- Concurrent writes leave the row equal to the tables because the function reads only after taking
-- locks, in a statement of its own (so that what it then reads is what the others committed):
-- - a write to a product locks the products (in id order): a second write to the same product
--   waits for the first and then reads what it committed;
-- - it also locks FOR SHARE every brand, category up the tree, colour, size and tag the products
--   show: a rename under way makes it wait and then read the new name, and a rename that comes
--   after waits for it, then finds the product among those to refresh. A rename's own refresh
--   therefore locks no products (that could deadlock with a product waiting for the rename).

CREATE OR REPLACE FUNCTION refresh_catalogue_entries(product_ids int[], lock_products boolean DEFAULT true) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  chosen int[];
BEGIN
  IF cardinality(product_ids) = 0 THEN RETURN; END IF;
  IF lock_products THEN
    chosen := array(SELECT p.id FROM product p WHERE p.id = any(product_ids) ORDER BY p.id FOR NO KEY UPDATE);
  ELSE
    chosen := product_ids;
  END IF;
  PERFORM 1 FROM brand b WHERE b.id IN (SELECT p.brand_id FROM product p WHERE p.id = any(chosen)) ORDER BY b.id FOR SHARE;
  PERFORM 1 FROM category c WHERE c.id IN (
    WITH RECURSIVE up AS (
      SELECT p.category_id AS id, 0 AS depth FROM product p WHERE p.id = any(chosen)
      UNION SELECT c.parent_id, up.depth + 1 FROM category c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL AND up.depth < 32)
    SELECT id FROM up) ORDER BY c.id FOR SHARE;
  PERFORM 1 FROM color c WHERE c.id IN (
    SELECT unnest(p.color_ids) FROM product p WHERE p.id = any(chosen) UNION SELECT v.color_id FROM product_variant v WHERE v.product_id = any(chosen)) ORDER BY c.id FOR SHARE;
  PERFORM 1 FROM size s WHERE s.id IN (
    SELECT unnest(p.size_ids) FROM product p WHERE p.id = any(chosen) UNION SELECT v.size_id FROM product_variant v WHERE v.product_id = any(chosen)) ORDER BY s.id FOR SHARE;
  PERFORM 1 FROM tag t WHERE t.id IN (SELECT x.tag_id FROM product_tags x WHERE x.product_id = any(chosen)) ORDER BY t.id FOR SHARE;
  INSERT INTO catalogue_entry AS e
  -- On sale: the staff's flag and a price; a product with no priced visible variant (imported from 1C
  -- without offers) is never on sale (product-offer.sql, `on_sale`).
  SELECT p.id, on_sale(p.available, offer.price), offer.in_stock, offer.price, offer.old_price, p.popularity, p.created_at, p.rating, p.review_count,
    p.category_id, trail.ids, p.brand_id,
    array(SELECT v FROM (
      SELECT p.brand_id * 8 + 1 AS v WHERE p.brand_id IS NOT NULL
      UNION ALL SELECT c * 8 + 2 FROM unnest(p.color_ids) c
      UNION ALL SELECT s * 8 + 3 FROM unnest(p.size_ids) s
      UNION ALL SELECT t * 8 + 4 FROM unnest(p.tag_ids) t) facet ORDER BY v),
    (SELECT jsonb_build_object('id', b.id, 'name', b.name, 'url', b.url, 'image', b.image) FROM brand b WHERE b.id = p.brand_id),
    (SELECT jsonb_build_object('id', c.id, 'name', c.name, 'url', c.url) FROM category c WHERE c.id = p.category_id),
    trail.refs,
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'url', c.url, 'code', c.code) ORDER BY c.name, c.id) FROM product_colors x JOIN color c ON c.id = x.color_id WHERE x.product_id = p.id), '[]'),
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name, 'url', s.url) ORDER BY s.id) FROM product_sizes x JOIN size s ON s.id = x.size_id WHERE x.product_id = p.id), '[]'),
    coalesce((SELECT jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'url', t.url) ORDER BY t.name, t.id) FROM product_tags x JOIN tag t ON t.id = x.tag_id WHERE x.product_id = p.id), '[]'),
    coalesce((SELECT jsonb_agg(jsonb_build_object(
        'id', v.id, 'sku', v.sku, 'price', v.price::float8, 'oldPrice', v.old_price::float8, 'stock', v.stock, 'images', v.images,
        'barcode', v.barcode, 'parameters', v.parameters,
        'size', CASE WHEN s.id IS NULL THEN NULL ELSE jsonb_build_object('id', s.id, 'name', s.name, 'url', s.url) END,
        'color', CASE WHEN c.id IS NULL THEN NULL ELSE jsonb_build_object('id', c.id, 'name', c.name, 'url', c.url, 'code', c.code) END
      ) ORDER BY v.id)
      FROM product_variant v LEFT JOIN size s ON s.id = v.size_id LEFT JOIN color c ON c.id = v.color_id
      WHERE v.product_id = p.id AND NOT v.hidden), '[]')
  FROM product p
  CROSS JOIN LATERAL product_offer(p.id) offer
  CROSS JOIN LATERAL (
    WITH RECURSIVE up AS (
      SELECT c.id, c.name, c.url, c.parent_id, 0 AS depth FROM category c WHERE c.id = p.category_id
      UNION ALL SELECT c.id, c.name, c.url, c.parent_id, up.depth + 1 FROM category c JOIN up ON c.id = up.parent_id WHERE up.depth < 32)
    SELECT array_agg(up.id ORDER BY up.depth DESC) AS ids,
      jsonb_agg(jsonb_build_object('id', up.id, 'name', up.name, 'url', up.url) ORDER BY up.depth DESC) AS refs
    FROM up) trail
  WHERE p.id = any(chosen)
  ON CONFLICT (id) DO UPDATE SET
    available = excluded.available, in_stock = excluded.in_stock, price = excluded.price, old_price = excluded.old_price,
    popularity = excluded.popularity, created_at = excluded.created_at, rating = excluded.rating, review_count = excluded.review_count,
    category_id = excluded.category_id, category_path = excluded.category_path, brand_id = excluded.brand_id,
    facet_values = excluded.facet_values, brand = excluded.brand, category = excluded.category, category_trail = excluded.category_trail,
    colors = excluded.colors, sizes = excluded.sizes, tags = excluded.tags, variants = excluded.variants
  WHERE e IS DISTINCT FROM excluded;
END $$;

-- A product inserted, or changed in what its entry holds (compared with EXCEPT, as the search document's trigger does).
CREATE OR REPLACE FUNCTION catalogue_entries_after_product_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    PERFORM refresh_catalogue_entries(array(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_catalogue_entries(array(SELECT id FROM (
      SELECT id, /*columns:product*/ FROM new_rows EXCEPT SELECT id, /*columns:product*/ FROM old_rows) changed));
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS product_entries_after_insert ON product;
CREATE TRIGGER product_entries_after_insert AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_product_change();
DROP TRIGGER IF EXISTS product_entries_after_update ON product;
CREATE TRIGGER product_entries_after_update AFTER UPDATE ON product REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_product_change();

-- Variants inserted, deleted, or changed in what their products' entries hold (a variant moved to
-- another product refreshes both).
CREATE OR REPLACE FUNCTION catalogue_entries_after_variant_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    PERFORM refresh_catalogue_entries(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF tg_op = 'DELETE' THEN
    PERFORM refresh_catalogue_entries(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_catalogue_entries(array(SELECT DISTINCT product_id FROM (
      (SELECT id, /*columns:product_variant*/ FROM new_rows EXCEPT SELECT id, /*columns:product_variant*/ FROM old_rows)
      UNION ALL (SELECT id, /*columns:product_variant*/ FROM old_rows EXCEPT SELECT id, /*columns:product_variant*/ FROM new_rows)) changed));
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS product_variant_entries_after_insert ON product_variant;
CREATE TRIGGER product_variant_entries_after_insert AFTER INSERT ON product_variant REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_variant_change();
DROP TRIGGER IF EXISTS product_variant_entries_after_delete ON product_variant;
CREATE TRIGGER product_variant_entries_after_delete AFTER DELETE ON product_variant REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_variant_change();
DROP TRIGGER IF EXISTS product_variant_entries_after_update ON product_variant;
CREATE TRIGGER product_variant_entries_after_update AFTER UPDATE ON product_variant REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_variant_change();

-- A brand, category, colour, size or tag changed in what the entries show of it: the entries of the
-- products showing it are refreshed, without locking the products (see the top of this file).
CREATE OR REPLACE FUNCTION catalogue_entries_after_rename() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  IF tg_table_name = 'brand' THEN
    changed := array(SELECT id FROM (SELECT id, /*columns:brand*/ FROM new_rows EXCEPT SELECT id, /*columns:brand*/ FROM old_rows) renamed);
    IF cardinality(changed) > 0 THEN
      PERFORM refresh_catalogue_entries(array(SELECT p.id FROM product p WHERE p.brand_id = any(changed)), false);
    END IF;
  ELSIF tg_table_name = 'category' THEN
    changed := array(SELECT id FROM (SELECT id, /*columns:category*/ FROM new_rows EXCEPT SELECT id, /*columns:category*/ FROM old_rows) renamed);
    IF cardinality(changed) > 0 THEN
      PERFORM refresh_catalogue_entries(array(SELECT e.id FROM catalogue_entry e WHERE e.category_path && changed), false);
    END IF;
  ELSIF tg_table_name = 'color' THEN
    changed := array(SELECT id FROM (SELECT id, /*columns:color*/ FROM new_rows EXCEPT SELECT id, /*columns:color*/ FROM old_rows) renamed);
    IF cardinality(changed) > 0 THEN
      PERFORM refresh_catalogue_entries(array(SELECT e.id FROM catalogue_entry e WHERE e.facet_values && array(SELECT c * 8 + 2 FROM unnest(changed) c)), false);
    END IF;
  ELSIF tg_table_name = 'size' THEN
    changed := array(SELECT id FROM (SELECT id, /*columns:size*/ FROM new_rows EXCEPT SELECT id, /*columns:size*/ FROM old_rows) renamed);
    IF cardinality(changed) > 0 THEN
      PERFORM refresh_catalogue_entries(array(SELECT e.id FROM catalogue_entry e WHERE e.facet_values && array(SELECT s * 8 + 3 FROM unnest(changed) s)), false);
    END IF;
  ELSIF tg_table_name = 'tag' THEN
    changed := array(SELECT id FROM (SELECT id, /*columns:tag*/ FROM new_rows EXCEPT SELECT id, /*columns:tag*/ FROM old_rows) renamed);
    IF cardinality(changed) > 0 THEN
      PERFORM refresh_catalogue_entries(array(SELECT e.id FROM catalogue_entry e WHERE e.facet_values && array(SELECT t * 8 + 4 FROM unnest(changed) t)), false);
    END IF;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS brand_entries_after_update ON brand;
CREATE TRIGGER brand_entries_after_update AFTER UPDATE ON brand REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_rename();
DROP TRIGGER IF EXISTS category_entries_after_update ON category;
CREATE TRIGGER category_entries_after_update AFTER UPDATE ON category REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_rename();
DROP TRIGGER IF EXISTS color_entries_after_update ON color;
CREATE TRIGGER color_entries_after_update AFTER UPDATE ON color REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_rename();
DROP TRIGGER IF EXISTS size_entries_after_update ON size;
CREATE TRIGGER size_entries_after_update AFTER UPDATE ON size REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_rename();
DROP TRIGGER IF EXISTS tag_entries_after_update ON tag;
CREATE TRIGGER tag_entries_after_update AFTER UPDATE ON tag REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_after_rename();
