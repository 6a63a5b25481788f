/**
 * The columns the catalogue entry is built from, by table: a write that changes one of them
 * refreshes the entries of the products it touches, a write that changes none does not. The
 * triggers of catalogue-entries.sql compare exactly these (its `columns:product` placeholders
 * and the like), and the entries test builds its reference from exactly these, so a column the entry
 * shows but this list lacks fails that test instead of leaving entries stale.
 *
 * A row's `id` is always compared besides. A product's price, old price and stock flag are not
 * here: the entry derives them from the visible variants itself (product-offer.sql).
 */
export const entrySources = {
  product: ['available', 'popularity', 'created_at', 'rating', 'review_count', 'category_id', 'brand_id', 'color_ids', 'size_ids', 'tag_ids'],
  product_variant: ['product_id', 'sku', 'price', 'old_price', 'stock', 'images', 'barcode', 'parameters', 'size_id', 'color_id', 'hidden'],
  brand: ['name', 'url', 'image'],
  category: ['name', 'url', 'parent_id'],
  color: ['name', 'url', 'code'],
  size: ['name', 'url'],
  tag: ['name', 'url'],
} as const satisfies Record<string, readonly string[]>;

export type EntrySource = keyof typeof entrySources;
