import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductService } from '../catalogue/product.service.js';
import { ARTICLE } from './commerceml-catalog.js';
import { Dictionaries } from './commerceml-dictionaries.js';
import { child, children, readCommerceML, text, truthy, WHOLE_FILE, type ReadSlice, type XmlNode } from './commerceml-xml.js';
import { tally, type RunCounts } from './exchange-runs.js';

interface ProductRef {
  id: number;
  article: string | null;
}

interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  price: string;
  stock: number;
  size_id: number | null;
  color_id: number | null;
  hidden: boolean;
}

const PACKAGES = ['ПакетПредложений', 'ИзмененияПакетаПредложений'];

/** `1 990,50` → 1990.5; null when there is no number. */
function amount(value: string): number | null {
  const cleaned = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!cleaned) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The offer's stock: Количество, else the sum over its warehouses (Склад/@КоличествоНаСкладе, Остатки/Остаток); null when it names none. */
function quantity(offer: XmlNode): number | null {
  const direct = amount(text(offer, 'Количество'));
  if (direct !== null) return direct;
  const parts = [
    ...children(offer, 'Склад').map((s) => amount(s.attrs['КоличествоНаСкладе'] ?? '')),
    ...children(child(offer, 'Остатки'), 'Остаток').map((rest) => amount(text(rest, 'Количество')) ?? amount(text(rest, 'Склад', 'Количество'))),
  ].filter((n): n is number => n !== null);
  return parts.length ? parts.reduce((sum, n) => sum + n, 0) : null;
}

/**
 * `offers.xml` (CONTRACT §11): each Предложение is a variant found by 1C's Ид (`product#variant`, or
 * the product's own for a single variant) — its price, stock, size and colour (created when
 * missing) and SKU (the offer's Артикул, else the product's plus the characteristics). Only what
 * differs is written; each touched product's price and stock flag are then recomputed by the
 * product service's own code. A whole package (no `СодержитТолькоИзменения`) that carries stock
 * also empties the stock of 1C's variants it does not list.
 */
export class OffersImport {
  constructor(private readonly products: ProductService) {}

  /**
   * Imports one file, or the slice of it that fits before the deadline, inside the caller's
   * transaction; answers the warnings (unknown products, offers without a price) and where it
   * stopped (null: the file is done).
   */
  async run(em: EntityManager, file: string, slice: ReadSlice = WHOLE_FILE): Promise<{ warnings: string[]; stoppedAt: number | null; counts: RunCounts }> {
    const warnings: string[] = [];
    const counts: RunCounts = {};
    const dictionaries = new Dictionaries(em);
    const products = new Map<string, ProductRef | null>();
    const touched = new Set<number>();
    const listed: string[] = [];
    let onlyChanges = false;
    let withStock = false;

    const offer = async (node: XmlNode) => {
      const id = text(node, 'Ид').slice(0, 100);
      if (!id) return void warnings.push('Предложение без Ид пропущено');
      listed.push(id);
      const productExternalId = id.split('#')[0];
      if (!products.has(productExternalId)) {
        const [row] = await em.execute<ProductRef[]>(`SELECT id, parameters->>'${ARTICLE}' AS article FROM product WHERE external_id = ?`, [productExternalId]);
        products.set(productExternalId, row ?? null);
      }
      const product = products.get(productExternalId);
      if (!product) return void warnings.push(`Предложение ${id}: товар ${productExternalId} не найден`);
      const stock = quantity(node);
      if (stock !== null) withStock = true;
      const change = await this.variant(em, dictionaries, product, id, node, stock, warnings);
      if (!change) return;
      tally(counts, change);
      touched.add(product.id);
    };

    const { stoppedAt } = await readCommerceML(file, {
      skipped: (at, node) => {
        if (!at.endsWith('/Предложение') || !text(node, 'Ид')) return;
        listed.push(text(node, 'Ид').slice(0, 100));
        if (quantity(node) !== null) withStock = true;
      },
      open: (at, attrs) => {
        if (PACKAGES.includes(at)) onlyChanges ||= at === 'ИзмененияПакетаПредложений' || truthy(attrs['СодержитТолькоИзменения']);
      },
      records: Object.fromEntries(
        PACKAGES.flatMap((pack) => [
          [`${pack}/Предложения/Предложение`, offer],
          [`${pack}/СодержитТолькоИзменения`, (node: XmlNode) => void (onlyChanges ||= truthy(node.text))],
        ]),
      ),
    }, slice);

    if (stoppedAt === null && !onlyChanges && withStock) {
      const emptied = await em.execute<{ product_id: number }[]>(
        `UPDATE product_variant SET stock = 0, updated_at = now()
         WHERE external_id IS NOT NULL AND stock > 0 AND NOT hidden AND external_id NOT IN (SELECT jsonb_array_elements_text(?::jsonb))
         RETURNING product_id`,
        [JSON.stringify(listed)],
      );
      for (const row of emptied) touched.add(row.product_id);
      tally(counts, 'variantsEmptied', emptied.length);
    }
    // The product service's own recomputation of a product's price, old price and stock flag.
    for (const productId of touched) await this.products.refreshDerived(em, productId);
    return { warnings, stoppedAt, counts };
  }

  /** Creates or updates the variant of one offer; answers which it did, or null when nothing was written. */
  private async variant(
    em: EntityManager,
    dictionaries: Dictionaries,
    product: ProductRef,
    id: string,
    node: XmlNode,
    stock: number | null,
    warnings: string[],
  ): Promise<'variantsCreated' | 'variantsUpdated' | null> {
    const price = amount(text(node, 'Цены', 'Цена', 'ЦенаЗаЕдиницу'));
    const characteristics = children(child(node, 'ХарактеристикиТовара'), 'ХарактеристикаТовара').map((c) => ({ name: text(c, 'Наименование').toLowerCase(), value: text(c, 'Значение') }));
    const sizeName = characteristics.find((c) => c.name.startsWith('размер') && c.value)?.value;
    const colorName = characteristics.find((c) => c.name.startsWith('цвет') && c.value)?.value;
    const [row] = await em.execute<VariantRow[]>('SELECT id, product_id, sku, price::text AS price, stock, size_id, color_id, hidden FROM product_variant WHERE external_id = ?', [id]);

    const offerArticle = text(node, 'Артикул');
    const named = characteristics.length > 0 || offerArticle !== '';
    const base = offerArticle || [product.article ?? `P${product.id}`, ...characteristics.map((c) => c.value).filter(Boolean)].join('-');
    const next = {
      sku: row && (!named || row.sku === base) ? row.sku : await this.freeSku(em, base, row?.id ?? null),
      price: price !== null && price > 0 ? price : row ? Number(row.price) : null,
      stock: stock !== null ? Math.max(0, Math.floor(stock)) : (row?.stock ?? 0),
      size_id: sizeName ? await dictionaries.size(sizeName) : (row?.size_id ?? null),
      color_id: colorName ? await dictionaries.color(colorName) : (row?.color_id ?? null),
    };
    if (next.price === null) {
      warnings.push(`Предложение ${id}: нет цены, вариант не создан`);
      return null;
    }
    if (!row) {
      await em.execute(
        'INSERT INTO product_variant (product_id, sku, price, stock, size_id, color_id, external_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [product.id, next.sku, next.price.toFixed(2), next.stock, next.size_id, next.color_id, id],
        'run',
      );
    } else if (row.sku !== next.sku || Number(row.price) !== next.price || row.stock !== next.stock || row.size_id !== next.size_id || row.color_id !== next.color_id || row.hidden || row.product_id !== product.id) {
      await em.execute(
        'UPDATE product_variant SET product_id = ?, sku = ?, price = ?, stock = ?, size_id = ?, color_id = ?, hidden = false, updated_at = now() WHERE id = ?',
        [product.id, next.sku, next.price.toFixed(2), next.stock, next.size_id, next.color_id, row.id],
        'run',
      );
    } else {
      return null;
    }
    // The product lists the sizes and colours of its variants (as the product service keeps them).
    if (next.size_id) await em.execute('INSERT INTO product_sizes (product_id, size_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [product.id, next.size_id], 'run');
    if (next.color_id) await em.execute('INSERT INTO product_colors (product_id, color_id) VALUES (?, ?) ON CONFLICT DO NOTHING', [product.id, next.color_id], 'run');
    return row ? 'variantsUpdated' : 'variantsCreated';
  }

  /** The SKU itself when no other variant has it, else with `-2`, `-3`… */
  private async freeSku(em: EntityManager, wanted: string, ownId: number | null): Promise<string> {
    const base = wanted.trim().slice(0, 90) || 'SKU';
    // The SKU itself first, by its unique index; only a taken one needs the scan for its numbered siblings.
    const [holder] = await em.execute<{ id: number }[]>('SELECT id FROM product_variant WHERE sku = ?', [base]);
    if (!holder || holder.id === ownId) return base;
    const taken = new Set(
      (await em.execute<{ sku: string }[]>('SELECT sku FROM product_variant WHERE (sku = ? OR sku LIKE ?) AND id IS DISTINCT FROM ?', [base, `${base.replace(/[\\%_]/g, '\\$&')}-%`, ownId])).map((r) => r.sku),
    );
    let sku = base;
    for (let n = 2; taken.has(sku); n++) sku = `${base}-${n}`;
    return sku;
  }
}
