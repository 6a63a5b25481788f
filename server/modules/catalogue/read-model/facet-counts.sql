-- How many products on sale each category has of every facet value (a brand, colour, size or tag,
-- `id * 8 + kind` as in the catalogue entry), kept in `catalogue_facet_count` by statement triggers on
-- `catalogue_entry` from the difference between its old and new rows, in the transaction of the
-- write. A category's page narrowed by nothing sums these rows over its subtree instead of counting
-- the facet values of every product it shows (product-facets.ts); a narrowed, searched or staff view
-- still counts live.
--
-- Orders never write here: an entry's facet values, category and sale flag do not change with its
-- stock, so an order's refresh finds nothing changed. Rows are written in key order, so two writers
-- in one category wait for each other rather than cross.

CREATE OR REPLACE FUNCTION catalogue_facet_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_facet_count (category_id, value, products)
  SELECT d.category_id, v.value, sum(d.delta)::int
  FROM (SELECT n.category_id, n.facet_values, 1 AS delta FROM new_rows n WHERE n.available) d
  CROSS JOIN LATERAL unnest(d.facet_values) AS v(value)
  GROUP BY d.category_id, v.value
  HAVING sum(d.delta) <> 0
  ORDER BY d.category_id, v.value
  ON CONFLICT (category_id, value) DO UPDATE SET products = catalogue_facet_count.products + excluded.products;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS catalogue_facet_counts_after_insert ON catalogue_entry;
CREATE TRIGGER catalogue_facet_counts_after_insert AFTER INSERT ON catalogue_entry REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facet_counts_after_insert();

CREATE OR REPLACE FUNCTION catalogue_facet_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_facet_count (category_id, value, products)
  SELECT d.category_id, v.value, sum(d.delta)::int
  FROM (SELECT o.category_id, o.facet_values, -1 AS delta FROM old_rows o WHERE o.available) d
  CROSS JOIN LATERAL unnest(d.facet_values) AS v(value)
  GROUP BY d.category_id, v.value
  HAVING sum(d.delta) <> 0
  ORDER BY d.category_id, v.value
  ON CONFLICT (category_id, value) DO UPDATE SET products = catalogue_facet_count.products + excluded.products;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS catalogue_facet_counts_after_delete ON catalogue_entry;
CREATE TRIGGER catalogue_facet_counts_after_delete AFTER DELETE ON catalogue_entry REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facet_counts_after_delete();

-- An entry counts where it was no longer, and where it is now, when its category, sale flag or facet values changed.
CREATE OR REPLACE FUNCTION catalogue_facet_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_facet_count (category_id, value, products)
  SELECT d.category_id, v.value, sum(d.delta)::int
  FROM (
    SELECT o.category_id, o.facet_values, -1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.available AND (o.category_id, o.available, o.facet_values) IS DISTINCT FROM (n.category_id, n.available, n.facet_values)
    UNION ALL
    SELECT n.category_id, n.facet_values, 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.available AND (o.category_id, o.available, o.facet_values) IS DISTINCT FROM (n.category_id, n.available, n.facet_values)) d
  CROSS JOIN LATERAL unnest(d.facet_values) AS v(value)
  GROUP BY d.category_id, v.value
  HAVING sum(d.delta) <> 0
  ORDER BY d.category_id, v.value
  ON CONFLICT (category_id, value) DO UPDATE SET products = catalogue_facet_count.products + excluded.products;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS catalogue_facet_counts_after_update ON catalogue_entry;
CREATE TRIGGER catalogue_facet_counts_after_update AFTER UPDATE ON catalogue_entry REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_facet_counts_after_update();
