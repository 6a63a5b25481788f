// The benchmark's baseline: a bare Node http handler answering a catalogue page — 24 products of a
// category subtree with their variants, the total, the brands with their counts and the price
// range — with ONE hand-written SQL statement.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const page = `
  WITH matched AS (
    SELECT p.id, p.name, p.url, p.price, p.in_stock, p.images, p.brand_id FROM product p
    WHERE p.available AND p.category_id IN (SELECT id FROM category WHERE id = $1 OR parent_id = $1)
  ), shown AS (
    SELECT p.id, p.name, p.url, p.price::float8 AS price, p.in_stock AS "inStock", p.images,
      (SELECT json_build_object('id', b.id, 'name', b.name, 'url', b.url) FROM brand b WHERE b.id = p.brand_id) AS brand,
      COALESCE((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price', v.price::float8, 'stock', v.stock, 'size_id', v.size_id, 'color_id', v.color_id)) FROM product_variant v WHERE v.product_id = p.id), '[]') AS variants
    FROM matched p ORDER BY p.price ASC, p.id ASC LIMIT 24
  )
  SELECT COALESCE((SELECT json_agg(shown) FROM shown), '[]') AS rows,
    (SELECT count(*) FROM matched)::int AS length,
    (SELECT COALESCE(json_agg(json_build_object('id', b.id, 'name', b.name, 'count', n.count) ORDER BY b.name), '[]')
       FROM (SELECT brand_id, count(*)::int AS count FROM matched GROUP BY brand_id) n JOIN brand b ON b.id = n.brand_id) AS brands,
    (SELECT json_build_object('min', min(price)::float8, 'max', max(price)::float8) FROM matched) AS price`;

http
  .createServer(async (req, res) => {
    const category = Number(new URL(req.url, 'http://x').searchParams.get('categories') ?? 1);
    const { rows } = await pool.query(page, [category]);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(rows[0]));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
