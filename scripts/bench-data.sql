-- A throwaway catalogue for the benchmark: :products products with 3 variants each.
-- Loaded with the triggers off, the search documents and facet arrays are filled once at the end rather than after each statement.
SET session_replication_role = replica;
INSERT INTO category (name, url, parameters) SELECT 'Раздел ' || g, 'section-' || g, '["Материал"]' FROM generate_series(1, 10) g;
INSERT INTO category (name, url, parent_id, parameters)
  SELECT 'Подраздел ' || r || '-' || g, 'section-' || r || '-' || g, r, '["Материал"]' FROM generate_series(1, 10) r, generate_series(1, 5) g;
INSERT INTO brand (name, url, show_on_main) SELECT 'Бренд ' || g, 'brand-' || g, g <= 10 FROM generate_series(1, 50) g;
INSERT INTO color (name, url, code) SELECT 'Цвет ' || g, 'color-' || g, '#' || lpad(to_hex(g * 699050 % 16777215), 6, '0') FROM generate_series(1, 18) g;
INSERT INTO size (name, url) SELECT 'Размер ' || g, 'size-' || g FROM generate_series(1, 20) g;
INSERT INTO tag (name, url) SELECT 'Тег ' || g, 'tag-' || g FROM generate_series(1, 10) g;

INSERT INTO product (name, url, "desc", brand_id, category_id, images, parameters, available, popularity, created_at)
SELECT
  (ARRAY['Платье', 'Кроссовки', 'Куртка', 'Рубашка', 'Джинсы', 'Свитер', 'Ботинки', 'Сумка', 'Футболка', 'Пальто'])[1 + g % 10]
    || ' ' || (ARRAY['летнее', 'классические', 'тёплая', 'льняная', 'прямые', 'вязаный', 'кожаные', 'городская', 'хлопковая', 'шерстяное'])[1 + (g / 10) % 10]
    || ' модель ' || g,
  'product-' || g,
  'Описание товара номер ' || g || ': удобный крой, натуральные материалы, доставка по всей России.',
  1 + g % 50,
  11 + g % 50,
  '["card.webp"]',
  '{"Материал": "Хлопок"}',
  g % 20 <> 0,
  (g * 7919) % 1000,
  now() - (g || ' minutes')::interval
FROM generate_series(1, :products) g;

INSERT INTO product_variant (product_id, sku, size_id, color_id, price, old_price, stock)
SELECT p.id, 'SKU-' || p.id || '-' || v, 1 + (p.id + v) % 20, 1 + (p.id * v) % 18, 500 + (p.id * 37 + v * 101) % 15000, NULL, (p.id + v) % 7
FROM product p, generate_series(1, 3) v;

INSERT INTO product_colors (product_id, color_id) SELECT DISTINCT product_id, color_id FROM product_variant;
INSERT INTO product_sizes (product_id, size_id) SELECT DISTINCT product_id, size_id FROM product_variant;
INSERT INTO product_tags (product_id, tag_id) SELECT id, 1 + id % 10 FROM product;

UPDATE product p SET price = v.price, in_stock = v.in_stock
FROM (SELECT product_id, min(price) AS price, bool_or(stock > 0) AS in_stock FROM product_variant GROUP BY product_id) v
WHERE p.id = v.product_id;

RESET session_replication_role;
SELECT refresh_product_search(array(SELECT id FROM product));
SELECT refresh_product_facets(array(SELECT id FROM product));
SELECT refresh_catalogue_entries(array(SELECT id FROM product));
