import { ArrayType, Check, Collection, Entity, Index, ManyToMany, ManyToOne, OneToMany, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/base.entity.js';
import { Brand } from './brand.entity.js';
import { Category } from './category.entity.js';
import { Color } from './color.entity.js';
import { Size } from './size.entity.js';
import { Tag } from './tag.entity.js';

/**
 * A product of the catalogue; rating and review count follow its reviews.
 *
 * What lists, facets, product pages and the feed read is not this row but the product's catalogue
 * entry (`catalogue_entry`), derived data that database triggers keep in the transaction of every
 * write to a product, its variants or a dictionary it shows (read-model/catalogue-entries.sql); the
 * ORM never writes it. Price, old price and stock flag here are copies of what the visible variants
 * offer, by the one rule the entry uses too (read-model/product-offer.sql), brought up to date by
 * every writer of variants in its transaction (product-derived.ts).
 */
@Entity()
@Index({ properties: ['available', 'popularity'] })
@Index({ properties: ['available', 'price'] })
@Index({ properties: ['available', 'createdAt'] })
@Index({ name: 'product_name_trgm_index', expression: 'create index "product_name_trgm_index" on "product" using gin (lower("name") gin_trgm_ops)' })
@Index({
  name: 'product_category_facets_index',
  expression: 'create index "product_category_facets_index" on "product" ("category_id", "available") include ("in_stock", "brand_id", "price", "color_ids", "size_ids", "tag_ids", "id", "popularity", "created_at", "rating", "review_count")',
})
export class Product extends BaseEntity<'desc' | 'images' | 'parameters' | 'available' | 'inStock' | 'rating' | 'reviewCount' | 'popularity' | 'colors' | 'sizes' | 'tags' | 'productVariants' | 'searchVector' | 'colorIds' | 'sizeIds' | 'tagIds' | 'version'> {
  @Property({ length: 300 })
  name!: string;

  @Property({ length: 200, unique: true })
  url!: string;

  @Property({ type: 'text', default: '' })
  desc: string = '';

  @Index()
  @ManyToOne(() => Brand, { ref: true, nullable: true, deleteRule: 'restrict' })
  brand?: Ref<Brand> | null;

  @ManyToOne(() => Category, { ref: true, deleteRule: 'restrict' })
  category!: Ref<Category>;

  @ManyToMany(() => Color, undefined, { deleteRule: 'restrict' })
  colors = new Collection<Color>(this);

  @ManyToMany(() => Size, undefined, { deleteRule: 'restrict' })
  sizes = new Collection<Size>(this);

  @ManyToMany(() => Tag, undefined, { deleteRule: 'restrict' })
  tags = new Collection<Tag>(this);

  /** Stored file names, in display order. */
  @Property({ type: 'jsonb', default: '[]' })
  images: string[] = [];

  /** Values of the category's parameters: {"Материал": "Хлопок"}. */
  @Property({ type: 'jsonb', default: '{}' })
  parameters: Record<string, string> = {};

  /** Weight in grams and sides in centimetres (CONTRACT §20); blank ones come from the shop's DEFAULT_PARCEL. */
  @Property({ nullable: true }) weight?: number | null;
  @Property({ nullable: true }) length?: number | null;
  @Property({ nullable: true }) width?: number | null;
  @Property({ nullable: true }) height?: number | null;

  /** On sale: shown to shoppers. */
  @Property({ default: true })
  available: boolean = true;

  /** The cheapest visible variant's price (read-model/product-offer.sql): kept by refreshDerived, never set by hand. */
  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  price?: string | null;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  oldPrice?: string | null;

  /** Some visible variant has stock (read-model/product-offer.sql), kept as `price` is. */
  @Property({ default: false })
  inStock: boolean = false;

  @Property({ type: 'decimal', precision: 3, scale: 2, default: 0 })
  rating: string = '0';

  @Property({ default: 0 })
  reviewCount: number = 0;

  /** Units ordered; the «popular» sort. */
  @Property({ default: 0 })
  popularity: number = 0;

  @OneToMany(() => ProductVariant, (variant) => variant.product)
  productVariants = new Collection<ProductVariant>(this);

  /**
   * The Russian full-text search document: name (A); brand, categories up the tree, colours, tags (B);
   * description (C); Latin words of the brand's and categories' urls (D). Database triggers keep it
   * (migration SearchDocument), so no write path can leave it stale; the ORM never writes it.
   */
  @Index({ name: 'product_search_vector_index', expression: 'create index "product_search_vector_index" on "product" using gin ("search_vector")' })
  @Property({ columnType: 'tsvector', lazy: true, hidden: true, defaultRaw: "''" })
  searchVector?: string;

  /**
   * Copies of the ids of the product's colours, sizes and tags, sorted, for the facets and the list
   * filters; database triggers keep them (migration ProductFacetArrays), the ORM never writes them.
   */
  @Index({ name: 'product_color_ids_index', expression: 'create index "product_color_ids_index" on "product" using gin ("color_ids")' })
  @Property({ type: ArrayType, columnType: 'int[]', lazy: true, hidden: true, defaultRaw: "'{}'" })
  colorIds?: number[];

  @Index({ name: 'product_size_ids_index', expression: 'create index "product_size_ids_index" on "product" using gin ("size_ids")' })
  @Property({ type: ArrayType, columnType: 'int[]', lazy: true, hidden: true, defaultRaw: "'{}'" })
  sizeIds?: number[];

  @Index({ name: 'product_tag_ids_index', expression: 'create index "product_tag_ids_index" on "product" using gin ("tag_ids")' })
  @Property({ type: ArrayType, columnType: 'int[]', lazy: true, hidden: true, defaultRaw: "'{}'" })
  tagIds?: number[];

  /** Raised by the database on every change (migration RecordVersions): a change based on an older one is refused. */
  @Property({ default: 1 })
  version: number = 1;
}

/**
 * One buyable version of a product: a size and a color (and other characteristics) with its own SKU, price and stock.
 *
 * Database triggers act on every write, in its transaction: the product's catalogue entry is
 * refreshed (read-model/catalogue-entries.sql), and each change of stock is recorded as a movement
 * under the reason the transaction named (read-model/stock-movements.sql) — a change of stock in a
 * transaction that named none is refused. The product's price and stock flag follow through
 * refreshDerived (product-derived.ts).
 */
@Entity()
@Check({ name: 'product_variant_stock_not_negative', expression: 'stock >= 0' })
@Check({ name: 'product_variant_price_positive', expression: 'price > 0' })
export class ProductVariant extends BaseEntity<'images' | 'stock' | 'hidden' | 'parameters' | 'version'> {
  @Index()
  @ManyToOne('Product', { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Property({ length: 100, unique: true })
  sku!: string;

  @Index()
  @ManyToOne(() => Size, { ref: true, nullable: true, deleteRule: 'restrict' })
  size?: Ref<Size> | null;

  @Index()
  @ManyToOne(() => Color, { ref: true, nullable: true, deleteRule: 'restrict' })
  color?: Ref<Color> | null;

  /** Roubles, exact. */
  @Property({ type: 'decimal', precision: 12, scale: 2 })
  price!: string;

  @Property({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  oldPrice?: string | null;

  /** Changed only after naming why (StockService.because, nameStockReason): the database refuses it otherwise. */
  @Property({ default: 0 })
  stock: number = 0;

  @Property({ type: 'jsonb', default: '[]' })
  images: string[] = [];

  /** The barcode (EAN-13 and the like) 1C sends as Штрихкод. */
  @Property({ length: 100, nullable: true })
  barcode?: string | null;

  /** Characteristics other than size and colour: {"Вариант": "38", "Тип кожи": "натуральная"}. */
  @Property({ type: 'jsonb', default: '{}' })
  parameters: Record<string, string> = {};

  /** Weight in grams and sides in centimetres (CONTRACT §20); blank ones come from the product, then the shop. */
  @Property({ nullable: true }) weight?: number | null;
  @Property({ nullable: true }) length?: number | null;
  @Property({ nullable: true }) width?: number | null;
  @Property({ nullable: true }) height?: number | null;

  /** Left out of a product update but ordered before: kept for the orders, no longer sold. */
  @Property({ default: false })
  hidden: boolean = false;

  /** Raised by the database on every change (migration RecordVersions): a change based on an older one is refused. */
  @Property({ default: 1 })
  version: number = 1;
}
