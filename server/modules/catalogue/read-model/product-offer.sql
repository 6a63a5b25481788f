-- What a product offers, derived from its visible variants: its price (the cheapest one's), that
-- variant's old price, and whether anything visible is in stock. Hidden variants do not count.
-- The one place of this rule: the catalogue entry (catalogue-entries.sql) and the product's own
-- copies of it (refresh_product_derived below, product-derived.ts) both read it from here.
CREATE OR REPLACE FUNCTION product_offer(of_product int)
RETURNS TABLE (price numeric, old_price numeric, in_stock boolean)
LANGUAGE sql STABLE AS $$
  SELECT min(v.price), (array_agg(v.old_price ORDER BY v.price, v.id))[1], coalesce(bool_or(v.stock > 0), false)
  FROM product_variant v WHERE v.product_id = of_product AND NOT v.hidden
$$;

-- The product's copies of its offer (price, old_price, in_stock), for the writers that change
-- variants to call in their transaction; a product whose values stand is not written.
CREATE OR REPLACE FUNCTION refresh_product_derived(product_ids int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product p SET price = o.price, old_price = o.old_price, in_stock = o.in_stock
  FROM unnest(product_ids) AS chosen(id) CROSS JOIN LATERAL product_offer(chosen.id) o
  WHERE p.id = chosen.id AND (p.price, p.old_price, p.in_stock) IS DISTINCT FROM (o.price, o.old_price, o.in_stock)
$$;

-- Whether a product is on sale: the staff's flag (`product.available`) and a price to sell at. A
-- product none of whose visible variants has a price — one imported from 1C without offers — is
-- shown to nobody as buyable: not in lists, the Yandex Market feed or the sitemap, and its page says
-- «Нет в продаже». The catalogue entry's `available` is this; the rest read the entry.
CREATE OR REPLACE FUNCTION on_sale(flag boolean, price numeric) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT flag AND price IS NOT NULL $$;
