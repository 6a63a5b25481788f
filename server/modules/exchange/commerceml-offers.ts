import type { EntityManager } from '@mikro-orm/postgresql';
import type { CatalogueImport } from '../catalogue/catalogue-import.service.js';
import type { ImportedVariant } from '../catalogue/catalogue-import.types.js';
import { productBarcodes } from './commerceml-barcodes.js';
import { ARTICLE } from './commerceml-catalog.js';
import type { ExchangeFolder } from './commerceml-files.js';
import { amount, characteristics, quantity } from './commerceml-offer-fields.js';
import { child, children, readCommerceML, text, truthy, WHOLE_FILE, type ReadSlice, type XmlNode } from './commerceml-xml.js';
import { tally, type RunCounts } from './exchange-runs.js';

interface ProductRef {
  id: number;
  name: string;
  article: string | null;
}

type Offer = { id: string; product: ProductRef; node: XmlNode; stock: number | null; price: number | null };

const PACKAGES = ['ПакетПредложений', 'ИзмененияПакетаПредложений'];

/**
 * `offers.xml` (CONTRACT §11, §12): each Предложение is a variant found by 1C's Ид (`product#variant`,
 * or the product's own for a single variant) — its price, stock, size and colour (created when
 * missing), its other characteristics as parameters, its Штрихкод (for the product's own offer,
 * else the product's from import.xml) and SKU (the offer's own Артикул, else the product's plus
 * the characteristics). The catalogue writes only what differs, and its products' price and stock
 * flag follow. A whole package (no `СодержитТолькоИзменения`) that carries stock also empties the
 * stock of 1C's variants it does not list.
 */
export class OffersImport {
  constructor(private readonly catalogue: CatalogueImport) {}

  /**
   * Imports one file, or the slice of it that fits before the deadline, inside the caller's
   * transaction; answers the warnings (unknown products, offers without a price) and where it
   * stopped (null: the file is done).
   */
  async run(em: EntityManager, folder: ExchangeFolder, file: string, slice: ReadSlice = WHOLE_FILE): Promise<{ warnings: string[]; stoppedAt: number | null; counts: RunCounts }> {
    const barcodes = await productBarcodes(folder);
    const warnings: string[] = [];
    const counts: RunCounts = {};
    const dictionaries = this.catalogue.dictionaries(em);
    const products = new Map<string, ProductRef | null>();
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
      const { created, updated, priceless } = await this.catalogue.saveVariants(em, dictionaries, this.variants(batch, barcodes));
      for (const id of priceless) warnings.push(`Предложение ${id}: нет цены, вариант не создан`);
      tally(counts, 'variantsCreated', created);
      tally(counts, 'variantsUpdated', updated);
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

    if (stoppedAt === null && !onlyChanges && withStock) tally(counts, 'variantsEmptied', await this.catalogue.emptyUnlisted(em, listed));
    return { warnings, stoppedAt, counts };
  }

  /**
   * A batch of offers as the catalogue's variants: the SKU wanted (the offer's own Артикул, else the
   * product's plus the characteristics), the barcode (the offer's, else for a product's own offer the
   * product's from import.xml) and what the offer says of price, stock, size, colour and parameters.
   */
  private variants(batch: Offer[], barcodes: Record<string, string>): ImportedVariant[] {
    return batch.map(({ id, product, node, stock, price }) => {
      const found = characteristics(node, product.name);
      // 1C writes the product's Артикул in each of its offers: only an offer's own one names the variant.
      const offerArticle = text(node, 'Артикул') === product.article ? '' : text(node, 'Артикул');
      return {
        externalId: id,
        productId: product.id,
        sku: offerArticle || [product.article ?? `P${product.id}`, ...found.values].join('-'),
        named: found.values.length > 0 || offerArticle !== '',
        price,
        stock,
        size: found.size,
        color: found.color,
        barcode: text(node, 'Штрихкод').slice(0, 100) || (id.includes('#') ? '' : barcodes[id]),
        parameters: found.parameters,
      };
    });
  }
}
