import { Check, Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/base.entity.js';
import { Color } from './color.entity.js';
import type { Product } from './product.entity.js';
import { Size } from './size.entity.js';

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

  /** Left out of a product update but ordered before: kept for the orders, no longer sold. */
  @Property({ default: false })
  hidden: boolean = false;

  /** Raised by the database on every change (migration RecordVersions): a change based on an older one is refused. */
  @Property({ default: 1 })
  version: number = 1;
}
