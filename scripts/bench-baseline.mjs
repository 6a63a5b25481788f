// The benchmark's baseline: a bare Node http handler answering the same catalogue page with one hand-written SQL query.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const page = `
  SELECT p.id, p.name, p.url, p.price::float8 AS price, p.in_stock AS "inStock", p.images,
    (SELECT json_build_object('id', b.id, 'name', b.name, 'url', b.url) FROM brand b WHERE b.id = p.brand_id) AS brand,
    COALESCE((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price', v.price::float8, 'stock', v.stock, 'size_id', v.size_id, 'color_id', v.color_id)) FROM product_variant v WHERE v.product_id = p.id), '[]') AS variants,
    count(*) OVER ()::int AS total
  FROM product p
  WHERE p.available AND p.category_id IN (SELECT id FROM category WHERE id = $1 OR parent_id = $1)
  ORDER BY p.price ASC, p.id ASC LIMIT 24`;

http
  .createServer(async (req, res) => {
    const category = Number(new URL(req.url, 'http://x').searchParams.get('categories') ?? 1);
    const { rows } = await pool.query(page, [category]);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ rows, length: rows[0]?.total ?? 0 }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
