import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductService } from '../catalogue/product.service.js';
import { productBarcodes } from './commerceml-barcodes.js';
import { ARTICLE, sameJson } from './commerceml-catalog.js';
import { Dictionaries } from './commerceml-dictionaries.js';
import type { ExchangeFolder } from './commerceml-files.js';
import { amount, characteristics, quantity } from './commerceml-offer-fields.js';
import { child, children, readCommerceML, text, truthy, WHOLE_FILE, type ReadSlice, type XmlNode } from './commerceml-xml.js';
import { tally, type RunCounts } from './exchange-runs.js';

interface ProductRef {
  id: number;
  name: string;
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
  barcode: string | null;
  parameters: Record<string, string>;
  hidden: boolean;
}

type Offer = { id: string; product: ProductRef; node: XmlNode; stock: number | null; price: number | null };

const PACKAGES = ['ПакетПредложений', 'ИзмененияПакетаПредложений'];

/**
 * `offers.xml` (CONTRACT §11, §12): each Предложение is a variant found by 1C's Ид (`product#variant`,
 * or the product's own for a single variant) — its price, stock, size and colour (created when
 * missing), its other characteristics as parameters, its Штрихкод (for the product's own offer,
 * else the product's from import.xml) and SKU (the offer's own Артикул, else the product's plus
 * the characteristics). Only what differs is written; each touched product's price and stock flag
 * are then recomputed by the product service's own code. A whole package (no `СодержитТолькоИзменения`) that carries stock
 * also empties the stock of 1C's variants it does not list.
 */
export class OffersImport {
  constructor(private readonly products: ProductService) {}

  /**
   * Imports one file, or the slice of it that fits before the deadline, inside the caller's
   * transaction; answers the warnings (unknown products, offers without a price) and where it
   * stopped (null: the file is done).
   */
  async run(em: EntityManager, folder: ExchangeFolder, file: string, slice: ReadSlice = WHOLE_FILE): Promise<{ warnings: string[]; stoppedAt: number | null; counts: RunCounts }> {
    const barcodes = await productBarcodes(folder);
    const warnings: string[] = [];
    const counts: RunCounts = {};
    const dictionaries = new Dictionaries(em);
    const products = new Map<string, ProductRef | null>();
    const touched = new Set<number>();
    const listed: string[] = [];
    let onlyChanges = false;
    let withStock = false;

    const priceTypes: { id: string; name: string }[] = [];
    const priceType = (node: XmlNode) => void priceTypes.push({ id: text(node, 'Ид'), name: text(node, 'Наименование') });
    /** The price the shop sells at: of the type named «Розничная», else of the first type, else the offer's first. */
    const price = (node: XmlNode) => {
      const retail = (priceTypes.find((type) => /^розничная$/i.test(type.name)) ?? priceTypes[0])?.id;
      const prices = children(child(node, 'Цены'), 'Цена');
      return amount(text(prices.find((p) => retail && text(p, 'ИдТипаЦены') === retail) ?? prices[0], 'ЦенаЗаЕдиницу'));
    };

    const offers = async (nodes: XmlNode[]) => {
      const batch: Offer[] = [];
      const unknown = [...new Set(nodes.map((node) => text(node, 'Ид').slice(0, 100).split('#')[0]).filter((id) => id && !products.has(id)))];
      if (unknown.length) {
        const found = await em.execute<(ProductRef & { external_id: string })[]>(
          `SELECT id, external_id, name, parameters->>'${ARTICLE}' AS article FROM product WHERE external_id IS NOT NULL AND external_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))`,
          [JSON.stringify(unknown)],
        );
        for (const id of unknown) products.set(id, null);
        for (const row of found) products.set(row.external_id, { id: row.id, name: row.name, article: row.article });
      }
      const seen = new Map<string, number>();
      for (const node of nodes) {
        const id = text(node, 'Ид').slice(0, 100);
        if (!id) {
          warnings.push('Предложение без Ид пропущено');
          continue;
        }
        listed.push(id);
        const productExternalId = id.split('#')[0];
        const product = products.get(productExternalId);
        if (!product) {
          warnings.push(`Предложение ${id}: товар ${productExternalId} не найден`);
          continue;
        }
        const stock = quantity(node);
        if (stock !== null) withStock = true;
        // The same Ид twice in one batch: the later offer is the variant.
        const entry = { id, product, node, stock, price: price(node) };
        if (seen.has(id)) batch[seen.get(id)!] = entry;
        else seen.set(id, batch.push(entry) - 1);
      }
      for (const [change, productIds] of await this.variants(em, dictionaries, batch, barcodes, warnings)) {
        tally(counts, change, productIds.length);
        for (const productId of productIds) touched.add(productId);
      }
    };

    const { stoppedAt } = await readCommerceML(file, {
      skipped: (at, node) => {
        if (at.endsWith('/ТипЦены')) priceType(node);
        if (!at.endsWith('/Предложение') || !text(node, 'Ид')) return;
        listed.push(text(node, 'Ид').slice(0, 100));
        if (quantity(node) !== null) withStock = true;
      },
      open: (at, attrs) => {
        if (PACKAGES.includes(at)) onlyChanges ||= at === 'ИзмененияПакетаПредложений' || truthy(attrs['СодержитТолькоИзменения']);
      },
      records: Object.fromEntries(
        PACKAGES.flatMap((pack) => [
          [`${pack}/ТипыЦен/ТипЦены`, priceType],
          [`${pack}/СодержитТолькоИзменения`, (node: XmlNode) => void (onlyChanges ||= truthy(node.text))],
        ]),
      ),
      batches: Object.fromEntries(PACKAGES.map((pack) => [`${pack}/Предложения/Предложение`, offers])),
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
    await this.products.refreshDerived(em, [...touched]);
    return { warnings, stoppedAt, counts };
  }

  /**
   * Creates or updates the variants of a batch of offers: one SELECT of the known ones, one INSERT
   * of the new, one UPDATE of those that differ, one INSERT of their products' sizes and colours;
   * answers the products of the variants created and of those updated.
   */
  private async variants(
    em: EntityManager,
    dictionaries: Dictionaries,
    batch: Offer[],
    barcodes: Record<string, string>,
    warnings: string[],
  ): Promise<[('variantsCreated' | 'variantsUpdated'), number[]][]> {
    if (!batch.length) return [];
    const rows = new Map(
      (await em.execute<(VariantRow & { external_id: string })[]>(
        'SELECT id, external_id, product_id, sku, price::text AS price, stock, size_id, color_id, barcode, parameters, hidden FROM product_variant WHERE external_id IS NOT NULL AND external_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))',
        [JSON.stringify(batch.map((offer) => offer.id))],
      )).map((row) => [row.external_id, row]),
    );
    const created: (Omit<VariantRow, 'id' | 'hidden'> & { external_id: string })[] = [];
    const updated: Omit<VariantRow, 'hidden'>[] = [];
    const claimed = new Set<string>();
    const read = batch.map(({ node, product }) => {
      const found = characteristics(node, product.name);
      // 1C writes the product's Артикул in each of its offers: only an offer's own one names the variant.
      const offerArticle = text(node, 'Артикул') === product.article ? '' : text(node, 'Артикул');
      const base = offerArticle || [product.article ?? `P${product.id}`, ...found.values].join('-');
      return { ...found, named: found.values.length > 0 || offerArticle !== '', base };
    });
    // Who holds the SKUs wanted, in one statement: only a taken one needs freeSku's scan.
    const holders = new Map(
      (await em.execute<{ id: number; sku: string }[]>('SELECT id, sku FROM product_variant WHERE sku = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))', [JSON.stringify(read.map((r) => r.base.trim().slice(0, 90) || 'SKU'))])).map((r) => [r.sku, r.id]),
    );
    const sku = async (wanted: string, ownId: number | null) => {
      const base = wanted.trim().slice(0, 90) || 'SKU';
      const holder = holders.get(base);
      return (holder === undefined || holder === ownId) && !claimed.has(base) ? base : this.freeSku(em, base, ownId, claimed);
    };
    for (const [i, { id, product, stock, price }] of batch.entries()) {
      const row = rows.get(id);
      const { size: sizeName, color: colorName, parameters, named, base } = read[i];
      const nextPrice = price !== null && price > 0 ? price : row ? Number(row.price) : null;
      if (nextPrice === null) {
        warnings.push(`Предложение ${id}: нет цены, вариант не создан`);
        continue;
      }
      const next = {
        product_id: product.id,
        sku: row && (!named || row.sku === base) ? row.sku : await sku(base, row?.id ?? null),
        price: nextPrice.toFixed(2),
        stock: stock !== null ? Math.max(0, Math.floor(stock)) : (row?.stock ?? 0),
        size_id: sizeName ? await dictionaries.size(sizeName) : (row?.size_id ?? null),
        color_id: colorName ? await dictionaries.color(colorName) : (row?.color_id ?? null),
        barcode: (text(batch[i].node, 'Штрихкод').slice(0, 100) || (id.includes('#') ? '' : barcodes[id]) || row?.barcode) ?? null,
        parameters: parameters ?? row?.parameters ?? {},
      };
      claimed.add(next.sku);
      if (!row) created.push({ ...next, external_id: id });
      else if (row.sku !== next.sku || Number(row.price) !== nextPrice || row.stock !== next.stock || row.size_id !== next.size_id || row.color_id !== next.color_id || row.barcode !== next.barcode || !sameJson(row.parameters, next.parameters) || row.hidden || row.product_id !== product.id) updated.push({ ...next, id: row.id });
    }
    const columns = 'product_id int, sku text, price numeric, stock int, size_id int, color_id int, barcode text, parameters jsonb';
    if (created.length) {
      await em.execute(
        `INSERT INTO product_variant (product_id, sku, price, stock, size_id, color_id, barcode, parameters, external_id)
         SELECT product_id, sku, price, stock, size_id, color_id, barcode, parameters, external_id FROM jsonb_to_recordset(?::jsonb) AS r(${columns}, external_id text)`,
        [JSON.stringify(created)],
        'run',
      );
    }
    if (updated.length) {
      await em.execute(
        `UPDATE product_variant v SET product_id = r.product_id, sku = r.sku, price = r.price, stock = r.stock, size_id = r.size_id, color_id = r.color_id, barcode = r.barcode, parameters = r.parameters, hidden = false, updated_at = now()
         FROM jsonb_to_recordset(?::jsonb) AS r(id int, ${columns}) WHERE v.id = r.id`,
        [JSON.stringify(updated)],
        'run',
      );
    }
    // The products list the sizes and colours of their variants (as the product service keeps them).
    const written = [...created, ...updated];
    const links = JSON.stringify(written.map((v) => ({ product_id: v.product_id, size_id: v.size_id, color_id: v.color_id })));
    if (written.some((v) => v.size_id)) {
      await em.execute('INSERT INTO product_sizes (product_id, size_id) SELECT DISTINCT product_id, size_id FROM jsonb_to_recordset(?::jsonb) AS r(product_id int, size_id int) WHERE size_id IS NOT NULL ON CONFLICT DO NOTHING', [links], 'run');
    }
    if (written.some((v) => v.color_id)) {
      await em.execute('INSERT INTO product_colors (product_id, color_id) SELECT DISTINCT product_id, color_id FROM jsonb_to_recordset(?::jsonb) AS r(product_id int, color_id int) WHERE color_id IS NOT NULL ON CONFLICT DO NOTHING', [links], 'run');
    }
    return [
      ['variantsCreated', created.map((v) => v.product_id)],
      ['variantsUpdated', updated.map((v) => v.product_id)],
    ];
  }

  /** The SKU itself when no other variant has it, else with `-2`, `-3`… */
  private async freeSku(em: EntityManager, wanted: string, ownId: number | null, claimed: Set<string>): Promise<string> {
    const base = wanted.trim().slice(0, 90) || 'SKU';
    // The SKU itself first, by its unique index; only a taken one needs the scan for its numbered siblings.
    const [holder] = await em.execute<{ id: number }[]>('SELECT id FROM product_variant WHERE sku = ?', [base]);
    if ((!holder || holder.id === ownId) && !claimed.has(base)) return base;
    const taken = new Set(
      (await em.execute<{ sku: string }[]>('SELECT sku FROM product_variant WHERE (sku = ? OR sku LIKE ?) AND id IS DISTINCT FROM ?', [base, `${base.replace(/[\\%_]/g, '\\$&')}-%`, ownId])).map((r) => r.sku),
    );
    let sku = base;
    for (let n = 2; taken.has(sku) || claimed.has(sku); n++) sku = `${base}-${n}`;
    return sku;
  }
}
