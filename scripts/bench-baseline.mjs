// The benchmark's baseline: a bare Node http handler answering a catalogue page as the storefront
// shows it — 24 products of a category subtree with their variants, the total, and the filters'
// facets (brands, colours, sizes and tags with their counts, the price range, how many are in
// stock) — with ONE hand-written SQL statement; at `/brands`, the same page with the brands and the
// price range only (what issue 16 first compared with); at `/listing`, what one well-designed
// statement over one denormalised table can do (issue 29): bench-listing.sql. `page` (from 1) pages by 24.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
/** Issue 29's reference: a page of 24, the total and the count of every facet value, over `bench_listing` alone, through a pool of 10. */
const listingPool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const listing = `
  WITH matched AS (SELECT id, name, slug, image, price_min, price_max, facet_values FROM bench_listing WHERE facet_values @> ARRAY[$1::int * 8])
  SELECT (SELECT COALESCE(json_agg(x), '[]') FROM (SELECT id, name, slug, image, price_min, price_max FROM matched ORDER BY price_min, id LIMIT 24 OFFSET ($2::int - 1) * 24) x) AS rows,
    (SELECT count(*) FROM matched)::int AS length,
    (SELECT json_object_agg(value, count) FROM (SELECT value, count(*)::int AS count FROM (SELECT unnest(facet_values) AS value FROM matched) v GROUP BY value) c) AS counts`;
/** One facet's values with their counts, named from its dictionary. */
const counted = (ids, dictionary) =>
  `(SELECT COALESCE(json_agg(json_build_object('id', d.id, 'name', d.name, 'count', n.count) ORDER BY d.name), '[]')
     FROM (SELECT id, count(*)::int AS count FROM (SELECT ${ids} AS id FROM matched) ids GROUP BY id) n JOIN ${dictionary} d ON d.id = n.id)`;
const statement = (everyFacet) => `
  WITH matched AS (
    SELECT p.id, p.price, p.in_stock, p.brand_id, p.color_ids, p.size_ids, p.tag_ids FROM product p
    WHERE p.available AND p.category_id = ANY(ARRAY(SELECT id FROM category WHERE id = $1 OR parent_id = $1))
  ), shown AS (
    SELECT p.id, p.name, p.url, p.price::float8 AS price, p.in_stock AS "inStock", p.images,
      (SELECT json_build_object('id', b.id, 'name', b.name, 'url', b.url) FROM brand b WHERE b.id = p.brand_id) AS brand,
      COALESCE((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price', v.price::float8, 'stock', v.stock, 'size_id', v.size_id, 'color_id', v.color_id)) FROM product_variant v WHERE v.product_id = p.id), '[]') AS variants
    FROM product p JOIN (SELECT id FROM matched ORDER BY price ASC, id ASC LIMIT 24 OFFSET ($2::int - 1) * 24) top ON top.id = p.id ORDER BY p.price ASC, p.id ASC
  )
  SELECT COALESCE((SELECT json_agg(shown) FROM shown), '[]') AS rows,
    (SELECT count(*) FROM matched)::int AS length,
    ${counted('brand_id', 'brand')} AS brands,
    (SELECT json_build_object('min', min(price)::float8, 'max', max(price)::float8) FROM matched) AS price
    ${everyFacet ? `, ${counted('unnest(color_ids)', 'color')} AS colors,
    ${counted('unnest(size_ids)', 'size')} AS sizes,
    ${counted('unnest(tag_ids)', 'tag')} AS tags,
    (SELECT count(*) FROM matched WHERE in_stock)::int AS "inStock"` : ''}`;
const pages = { '/': statement(true), '/brands': statement(false) };

http
  .createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const category = Number(url.searchParams.get('categories') ?? 1);
    const page = Number(url.searchParams.get('page') ?? 1);
    const { rows } = url.pathname === '/listing' ? await listingPool.query(listing, [category, page]) : await pool.query(pages[url.pathname] ?? pages['/'], [category, page]);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(rows[0]));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
