-- Issue 29's reference table, beside the shop's own on the same data: one row per product on sale
-- with `id, name, slug, image, price_min, price_max` and every facet value in one int[] (GIN):
-- the categories from the root down (id * 8), the brand (id * 8 + 1), colours (+ 2), sizes (+ 3), tags (+ 4).
CREATE TABLE bench_listing AS
SELECT p.id, p.name, p.url AS slug, p.images->>0 AS image,
  (SELECT min(v.price) FROM product_variant v WHERE v.product_id = p.id) AS price_min,
  (SELECT max(v.price) FROM product_variant v WHERE v.product_id = p.id) AS price_max,
  ARRAY(
    WITH RECURSIVE up AS (SELECT c.id, c.parent_id FROM category c WHERE c.id = p.category_id UNION ALL SELECT c.id, c.parent_id FROM category c JOIN up ON c.id = up.parent_id)
    SELECT id * 8 FROM up
    UNION ALL SELECT p.brand_id * 8 + 1 WHERE p.brand_id IS NOT NULL
    UNION ALL SELECT x.color_id * 8 + 2 FROM product_colors x WHERE x.product_id = p.id
    UNION ALL SELECT x.size_id * 8 + 3 FROM product_sizes x WHERE x.product_id = p.id
    UNION ALL SELECT x.tag_id * 8 + 4 FROM product_tags x WHERE x.product_id = p.id
  ) AS facet_values
FROM product p WHERE p.available;
ALTER TABLE bench_listing ADD PRIMARY KEY (id);
CREATE INDEX bench_listing_facet_values_index ON bench_listing USING gin (facet_values);
