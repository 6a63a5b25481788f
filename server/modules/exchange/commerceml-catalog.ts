import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { sameJson } from '../../core/same-json.js';
import { CatalogueImport } from '../catalogue/catalogue-import.service.js';
import type { ImportDictionaries, ImportedProduct } from '../catalogue/catalogue-import.types.js';
import type { ImageService } from '../media/image.service.js';
import { keepBarcodes, readJson } from './commerceml-barcodes.js';
import { grams } from './commerceml-offer-fields.js';
import type { ExchangeFolder } from './commerceml-files.js';
import { child, children, readCommerceML, text, truthy, WHOLE_FILE, type ReadSlice, type XmlNode } from './commerceml-xml.js';
import { tally, type RunCounts } from './exchange-runs.js';

/** A property of the classifier (Свойство): its name, and the values of its list by their Ид. */
interface Property {
  name: string;
  values: Record<string, string>;
}

/** Where the classifier's properties are kept between calls: 1C may send them in another file than the products. */
const PROPERTIES_FILE = '.properties.json';


/** The category of products whose group 1C did not send. */
const UNSORTED = { externalId: '#unsorted', name: 'Товары из 1С' };

/** The parameter under which a product keeps 1C's Артикул: shown on its page, and the root of its variants' SKUs. */
export const ARTICLE = 'Артикул';

/** 1C's Ид of a product (of `product#characteristic`, the product's part). */
const productKey = (node: XmlNode) => text(node, 'Ид').split('#')[0].slice(0, 100);

/**
 * `import.xml` (CONTRACT §11): groups become categories, properties parameter names, products
 * products — each found by 1C's Ид and written only when something differs, so a second import of
 * the same file changes nothing. Without `СодержитТолькоИзменения="true"` the file is the whole
 * catalogue: 1C's products it does not list are taken off sale (never deleted).
 */
export class CatalogImport {
  constructor(
    private readonly images: ImageService,
    /** The catalogue's writes of what the file says: the catalogue module's service (a fresh one when used alone). */
    private readonly catalogue: CatalogueImport = new CatalogueImport(),
  ) {}

  /**
   * Imports one file, or the slice of it that fits before the deadline, inside the caller's
   * transaction (`ctx.em`); answers the warnings (skipped products, missing pictures) and where it
   * stopped (null: the file is done, and a whole catalogue's unlisted products are off sale).
   */
  async run(ctx: Context, folder: ExchangeFolder, file: string, slice: ReadSlice = WHOLE_FILE): Promise<{ warnings: string[]; stoppedAt: number | null; counts: RunCounts }> {
    const em = ctx.em;
    const warnings: string[] = [];
    const counts: RunCounts = {};
    const dictionaries = this.catalogue.dictionaries(em);
    const properties = await this.loadProperties(folder);
    const listed: string[] = [];
    /** Categories by 1C's Ид, as this import found or made them. */
    const categories = new Map<string, number>();
    /** The parameter names each category's products have in this file. */
    const used = new Map<number, Set<string>>();
    let propertiesChanged = false;
    let catalogue = false;
    let onlyChanges = false;

    const { stoppedAt } = await readCommerceML(file, {
      skipped: (at, node) => {
        if (at === 'Каталог/Товары/Товар' && productKey(node)) listed.push(productKey(node));
      },
      open: (at, attrs) => {
        if (at === 'Каталог') {
          catalogue = true;
          onlyChanges ||= truthy(attrs['СодержитТолькоИзменения']);
        }
      },
      records: {
        'Каталог/СодержитТолькоИзменения': (node) => void (onlyChanges ||= truthy(node.text)),
        'Классификатор/Группы/Группа': (node) => this.group(em, node, null, counts).then(() => undefined),
        'Классификатор/Свойства/Свойство': (node) => void (propertiesChanged = this.property(properties, node) || propertiesChanged),
        'Классификатор/Свойства/СвойствоНоменклатуры': (node) => void (propertiesChanged = this.property(properties, node) || propertiesChanged),
      },
      batches: {
        'Каталог/Товары/Товар': async (nodes) => {
          for (const imported of await this.products(ctx, folder, dictionaries, categories, properties, nodes, warnings, counts)) {
            listed.push(imported.externalId);
            const names = used.get(imported.categoryId) ?? new Set<string>();
            for (const name of Object.keys(imported.parameters)) if (name !== ARTICLE) names.add(name);
            used.set(imported.categoryId, names);
          }
        },
      },
    }, slice);
    if (propertiesChanged) await writeFile(path.join(folder.dir, PROPERTIES_FILE), JSON.stringify(properties));
    await this.catalogue.addCategoryParameters(em, used);
    if (stoppedAt !== null) return { warnings, stoppedAt, counts };
    if (catalogue && !onlyChanges) tally(counts, 'productsHidden', await this.catalogue.takeOffSale(em, listed));
    return { warnings, stoppedAt, counts };
  }

  /** A group and the groups inside it, as categories under their parent; answers its id. */
  private async group(em: EntityManager, node: XmlNode, parentId: number | null, counts: RunCounts): Promise<number | null> {
    const externalId = text(node, 'Ид');
    const name = text(node, 'Наименование').slice(0, 200);
    if (!externalId || !name) return null;
    const id = await this.category(em, externalId, name, parentId, counts);
    for (const inner of children(child(node, 'Группы'), 'Группа')) await this.group(em, inner, id, counts);
    return id;
  }

  /** The category of 1C's group `externalId`, created or updated as 1C names and places it; answers its id. */
  private async category(em: EntityManager, externalId: string, name: string, parentId: number | null, counts: RunCounts): Promise<number> {
    const { id, change } = await this.catalogue.category(em, externalId, name, parentId);
    if (change === 'created') tally(counts, 'categoriesCreated');
    if (change === 'updated') tally(counts, 'categoriesUpdated');
    return id;
  }

  /** Remembers a property's name and list values; answers whether anything was new. */
  private property(properties: Record<string, Property>, node: XmlNode): boolean {
    const id = text(node, 'Ид');
    const name = text(node, 'Наименование');
    if (!id || !name) return false;
    const values: Record<string, string> = {};
    for (const list of [child(node, 'ВариантыЗначений'), node]) {
      for (const entry of children(list, 'Справочник')) {
        const valueId = text(entry, 'ИдЗначения');
        if (valueId) values[valueId] = text(entry, 'Значение');
      }
    }
    const property = { name, values };
    if (sameJson(properties[id], property)) return false;
    properties[id] = property;
    return true;
  }

  private loadProperties(folder: ExchangeFolder): Promise<Record<string, Property>> {
    return readJson<Record<string, Property>>(path.join(folder.dir, PROPERTIES_FILE), {});
  }


  /**
   * A batch of products, written by the catalogue in bulk (one statement each for the new and the
   * changed); answers, for each imported product, 1C's Ид, its category and parameters (skipped
   * ones are left out).
   */
  private async products(
    ctx: Context,
    folder: ExchangeFolder,
    dictionaries: ImportDictionaries,
    categories: Map<string, number>,
    properties: Record<string, Property>,
    nodes: XmlNode[],
    warnings: string[],
    counts: RunCounts,
  ): Promise<{ externalId: string; categoryId: number; parameters: Record<string, string> }[]> {
    const em = ctx.em;
    const byId = new Map<string, XmlNode>();
    for (const node of nodes) {
      const externalId = productKey(node);
      if (!externalId || !text(node, 'Наименование')) warnings.push(`Товар без Ид или наименования пропущен${externalId ? ` (${externalId})` : ''}`);
      // The same Ид twice in one batch: the later one is the product.
      else {
        byId.delete(externalId);
        byId.set(externalId, node);
      }
    }
    if (!byId.size) return [];
    await keepBarcodes(folder, byId, (barcodes) => this.catalogue.giveBarcodes(em, barcodes));
    const wantedGroups = [...new Set([...byId.values()].map((node) => text(node, 'Группы', 'Ид')).filter((id) => id && !categories.has(id)))];
    if (wantedGroups.length) {
      const found = await em.execute<{ id: number; external_id: string }[]>('SELECT id, external_id FROM category WHERE external_id IS NOT NULL AND external_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))', [JSON.stringify(wantedGroups)]);
      for (const row of found) categories.set(row.external_id, row.id);
    }
    const records: ImportedProduct[] = [];
    const imported: { externalId: string; categoryId: number; parameters: Record<string, string> }[] = [];
    for (const [externalId, node] of byId) {
      const deleted = /^удален/i.test(node.attrs['Статус'] ?? text(node, 'Статус')) || truthy(node.attrs['ПометкаУдаления'] ?? text(node, 'ПометкаУдаления'));
      const groupId = text(node, 'Группы', 'Ид');
      let categoryId = groupId ? categories.get(groupId) : undefined;
      if (categoryId === undefined) {
        if (groupId) warnings.push(`Товар ${externalId}: группа ${groupId} не найдена, товар помещён в «${UNSORTED.name}»`);
        categoryId = categories.get(UNSORTED.externalId) ?? (await this.category(em, UNSORTED.externalId, UNSORTED.name, null, counts));
        categories.set(UNSORTED.externalId, categoryId);
      }
      const brandName = text(node, 'Изготовитель', 'Наименование');
      const parameters = this.parameters(properties, node);
      const pictures = children(node, 'Картинка').map((p) => p.text.trim()).filter(Boolean);
      const images: string[] = [];
      for (const picture of pictures) {
        const stored = await this.picture(ctx, folder, picture, externalId, warnings);
        if (stored && !images.includes(stored)) images.push(stored);
      }
      records.push({
        externalId,
        name: text(node, 'Наименование').slice(0, 300),
        desc: text(node, 'Описание'),
        categoryId,
        brandId: brandName ? await dictionaries.brand(brandName) : null,
        images: pictures.length ? images : null,
        parameters,
        available: !deleted,
        weight: grams(node),
      });
      imported.push({ externalId, categoryId, parameters });
    }
    const { created, updated } = await this.catalogue.saveProducts(em, records);
    tally(counts, 'productsCreated', created);
    tally(counts, 'productsUpdated', updated);
    return imported;
  }

  /** ЗначенияСвойств by the classifier's names (list values looked up), with the Артикул first. */
  private parameters(properties: Record<string, Property>, node: XmlNode): Record<string, string> {
    const parameters: Record<string, string> = {};
    const article = text(node, 'Артикул');
    if (article) parameters[ARTICLE] = article.slice(0, 100);
    for (const entry of children(child(node, 'ЗначенияСвойств'), 'ЗначенияСвойства')) {
      const property = properties[text(entry, 'Ид')];
      const name = property?.name ?? text(entry, 'Наименование');
      const values = children(entry, 'Значение')
        .map((v) => v.text.trim())
        .filter(Boolean)
        .map((v) => property?.values[v] ?? v);
      if (name && values.length && !(name in parameters)) parameters[name] = values.join(', ');
    }
    return parameters;
  }

  /**
   * A picture under `import_files/`, stored through the shop's image service (checked, cleaned,
   * with its WebP variants). The stored name is found again by the picture's content, so the same
   * picture is stored once however often it is imported.
   */
  private async picture(ctx: Context, folder: ExchangeFolder, name: string, productId: string, warnings: string[]): Promise<string | null> {
    let bytes: Buffer;
    try {
      bytes = await readFile(folder.resolve(name));
    } catch {
      warnings.push(`Товар ${productId}: картинка ${name} не найдена`);
      return null;
    }
    const key = `1c:${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}:${path.basename(name)}`.slice(0, 300);
    const [known] = await ctx.em.execute<{ filename: string }[]>('SELECT filename FROM image WHERE original_name = ? ORDER BY id LIMIT 1', [key]);
    if (known) return known.filename;
    try {
      const [stored] = await this.images.upload(ctx, [{ originalName: key, bytes }]);
      return stored;
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      warnings.push(`Товар ${productId}: картинка ${name} не принята: ${error.message}`);
      return null;
    }
  }
}
