import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShopTime } from '../../core/shop-time.js';

/** The shop's name in the feed: the code base has no setting for it (see the letters and the API docs). */

/** Part of the cache's key: raise it when the document's shape changes, so a deploy does not serve a file of the old shape. */
export const FEED_FORMAT = 3;

/** Yandex Market shows no more pictures than this for an offer. */
const MAX_PICTURES = 10;

interface CategoryRow {
  id: number;
  name: string;
  parent_id: number | null;
}

/** A visible variant as the product's catalogue entry holds it. */
interface VariantRow {
  id: number;
  sku: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  images: string[];
  color: { name: string } | null;
  size: { name: string } | null;
  barcode: string | null;
  /** Characteristics other than colour and size («Вариант» among them). */
  parameters: Record<string, string>;
}

interface ProductRow {
  id: number;
  name: string;
  url: string;
  description: string;
  category_id: number;
  vendor: string | null;
  images: string[];
  parameters: Record<string, string>;
  /** Visible variants, by id. */
  variants: VariantRow[];
}

// One statement per batch: the products on sale after the last id, read from the catalogue's read
// model (its visible variants with colour and size already built), joined to the product for its
// description, pictures and characteristics: a batch is one round trip whatever its size.
const PRODUCT_BATCH = `
SELECT p.id, p.name, p.url, p."desc" AS description, e.category_id, e.brand->>'name' AS vendor, p.images, p.parameters, e.variants
FROM catalogue_entry e
JOIN product p ON p.id = e.id
WHERE e.available AND e.id > ?
ORDER BY e.id
LIMIT ?`;

/** A price as the feed writes it, in roubles with kopecks: `1990.00`. */
const money = (amount: number) => amount.toFixed(2);

/** Who sells: the shop's name and the seller's legal name. */
export interface Seller {
  name: string;
  legalName: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Everything XML 1.0 does not allow in a document: control characters, lone surrogates, U+FFFE/U+FFFF.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text fit for an XML element or a quoted attribute. */
export const escapeXml = (text: string): string => text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

const element = (name: string, text: string | number) => `<${name}>${escapeXml(String(text))}</${name}>`;
const param = (name: string, value: string, unit?: string) =>
  `<param name="${escapeXml(name)}"${unit ? ` unit="${escapeXml(unit)}"` : ''}>${escapeXml(value)}</param>`;

/** Yandex Market shows at most this many characters of an offer's name and refuses or cuts longer ones. */
export const MAX_NAME = 150;

/**
 * A name of at most `MAX_NAME` characters: a longer one is cut after its last whole word that fits,
 * without the spaces and punctuation that then end it (no ellipsis: Yandex's rules ask for none).
 * A first word longer than the limit is the only one cut inside.
 */
export function offerName(name: string): string {
  const plain = name.replace(/\s+/g, ' ').trim();
  if (plain.length <= MAX_NAME) return plain;
  const room = plain.slice(0, MAX_NAME + 1);
  const lastSpace = room.lastIndexOf(' ');
  const words = lastSpace > 0 ? room.slice(0, lastSpace) : plain.slice(0, MAX_NAME);
  // Closing brackets and quotes end a word («Лето»), so they stay; commas, dashes, openings go.
  return words.replace(/[\s\p{Pd}\p{Po}\p{Ps}\p{Pi}\p{Pc}]+$/u, '') || words;
}

// Letter sizes of the international grid (XXS to XXL, 2XL to 6XL, 3XL also spelt with three X) and pairs of them («M/L», «S-M»).
const LETTER = '(?:[2-6]X[SL]|X{0,4}[SL]|M)';
const LETTER_SIZE = new RegExp(`^${LETTER}(?:\\s*[-/–]\\s*${LETTER})?$`, 'i');
// Russian sizes: a number, a half size or a range of them («48», «44-46», «44/46», «40,5»).
const RUSSIAN_SIZE = /^\d{2,3}(?:[.,]5)?(?:\s*[-/–]\s*\d{2,3}(?:[.,]5)?)?$/;

/**
 * The size grid of a size for the feed's `unit`: `INT` for letter sizes, `RU` for numeric ones (the
 * shop sells by the Russian grid, as Lamoda and Ozon list it), none for anything else
 * («универсальный», «One size» worded otherwise).
 */
export function sizeUnit(size: string): 'RU' | 'INT' | undefined {
  const value = size.trim();
  if (LETTER_SIZE.test(value)) return 'INT';
  if (RUSSIAN_SIZE.test(value)) return 'RU';
  return undefined;
}
/** Named values as `param`s, the empty ones left out. */
const params = (values: Record<string, string> | null) =>
  Object.entries(values ?? {})
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(([name, value]) => param(name, value));

/**
 * The Yandex Market feed (YML, CONTRACT §11): the shop, its categories and one offer per visible
 * variant of every product on sale. Products are read in keyset batches by id and handed out as XML
 * text batch by batch, so a catalogue of any size never sits in memory.
 */
export class YandexMarketFeed {
  private readonly date: Intl.DateTimeFormat;

  constructor(
    private readonly em: EntityManager,
    private readonly publicUrl: string,
    shopTime: ShopTime,
    /** The seller as the Admin keeps it in the shop settings (CONTRACT §19). */
    private readonly seller: (em: EntityManager) => Promise<Seller>,
    private readonly batchSize = 500,
  ) {
    this.date = new Intl.DateTimeFormat('en-CA', { timeZone: shopTime.zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  }

  /** The whole document in chunks of XML text: the head with the categories, then one chunk per batch; dated `now`, when it is built. */
  async *document(now = new Date()): AsyncGenerator<string> {
    const em = this.em.fork();
    yield this.head(now, await this.seller(em), await em.execute<CategoryRow[]>('SELECT id, name, parent_id FROM category ORDER BY id'));
    for (let afterId = 0; ; ) {
      const batch = await em.execute<ProductRow[]>(PRODUCT_BATCH, [afterId, this.batchSize]);
      if (batch.length > 0) yield batch.map((product) => this.offers(product)).join('');
      if (batch.length < this.batchSize) break;
      afterId = batch.at(-1)!.id;
    }
    yield '</offers>\n</shop>\n</yml_catalog>\n';
  }

  /** `2026-11-24 21:05` in the shop's time zone. */
  private catalogDate(now: Date): string {
    const part = Object.fromEntries(this.date.formatToParts(now).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  }

  /** `name` is the shop's short name, `company` the seller's full one (Yandex's YML rules). */
  private head(now: Date, seller: Seller, categories: CategoryRow[]): string {
    const list = categories.map((c) => `<category id="${c.id}"${c.parent_id === null ? '' : ` parentId="${c.parent_id}"`}>${escapeXml(c.name)}</category>\n`);
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<yml_catalog date="${this.catalogDate(now)}">\n<shop>\n` +
      `${element('name', seller.name)}\n${element('company', seller.legalName || seller.name)}\n${element('url', this.publicUrl)}\n` +
      '<currencies><currency id="RUR" rate="1"/></currencies>\n' +
      `<categories>\n${list.join('')}</categories>\n<offers>\n`
    );
  }

  private offers(product: ProductRow): string {
    const page = `${this.publicUrl}/product/${encodeURIComponent(product.url)}`;
    return product.variants
      .map((variant) => {
        const pictures = [...new Set([...(variant.images ?? []), ...(product.images ?? [])])]
          .slice(0, MAX_PICTURES)
          .map((name) => element('picture', `${this.publicUrl}/api/images/${encodeURIComponent(name)}`));
        return [
          `<offer id="${variant.id}" group_id="${product.id}" available="${variant.stock > 0}">`,
          element('url', `${page}?variant=${variant.id}`),
          element('price', money(variant.price)),
          variant.oldPrice !== null && variant.oldPrice > variant.price ? element('oldprice', money(variant.oldPrice)) : '',
          element('currencyId', 'RUR'),
          element('categoryId', product.category_id),
          ...pictures,
          element('name', offerName(product.name)),
          product.vendor === null ? '' : element('vendor', product.vendor),
          element('vendorCode', variant.sku),
          product.description ? element('description', product.description) : '',
          variant.barcode ? element('barcode', variant.barcode) : '',
          variant.color === null ? '' : param('Цвет', variant.color.name),
          variant.size === null ? '' : param('Размер', variant.size.name, sizeUnit(variant.size.name)),
          ...params({ ...variant.parameters, ...product.parameters }),
          '</offer>\n',
        ].join('');
      })
      .join('');
  }
}
