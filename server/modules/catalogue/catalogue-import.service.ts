import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import type { ImportDictionaries, ImportedProduct, ImportedVariant, VariantsSaved } from './catalogue-import.types.js';
import { DictionariesByName, freeUrl, freeUrls } from './dictionaries-by-name.js';
import { lockProducts } from './product-locks.js';
import { sameJson } from '../../core/same-json.js';
import { intArray } from '../../core/sql.js';
import { ImportedVariants } from './imported-variants.js';

/** The product columns an import writes, as the database has them. */
interface ProductRow {
  id: number;
  name: string;
  desc: string;
  category_id: number;
  brand_id: number | null;
  images: string[];
  parameters: Record<string, string>;
  available: boolean;
  weight: number | null;
}

/**
 * The catalogue's writes for an import from another system (the 1C exchange, CONTRACT §11, §16):
 * categories, products and variants found by that system's id and written only when something
 * differs, in bulk (one statement for a batch of thousands), inside the caller's transaction, with
 * the products' derived fields kept current. The caller names the stock's reason (`StockService.because`).
 */
export class CatalogueImport {
  private readonly variants = new ImportedVariants();

  /** Brands, sizes and colours by name for one import, created when missing. */
  dictionaries(em: EntityManager): ImportDictionaries {
    return new DictionariesByName(em);
  }

  /** The category with this external id, created or renamed and moved under `parentId`; answers its id and what was done. */
  async category(em: EntityManager, externalId: string, name: string, parentId: number | null): Promise<{ id: number; change: 'created' | 'updated' | null }> {
    const [row] = await em.execute<{ id: number; name: string; parent_id: number | null }[]>('SELECT id, name, parent_id FROM category WHERE external_id = ?', [externalId]);
    if (!row) {
      const url = await freeUrl(em, 'category', name);
      const [created] = await em.execute<{ id: number }[]>('INSERT INTO category (name, url, parent_id, external_id) VALUES (?, ?, ?, ?) RETURNING id', [name, url, parentId, externalId]);
      return { id: created.id, change: 'created' };
    }
    if (row.name === name && row.parent_id === parentId) return { id: row.id, change: null };
    await em.execute('UPDATE category SET name = ?, parent_id = ?, updated_at = now() WHERE id = ?', [name, parentId, row.id], 'run');
    return { id: row.id, change: 'updated' };
  }

  /** A category lists the parameters its products have (the back office's product form offers them): the names given are added. */
  async addCategoryParameters(em: EntityManager, used: Map<number, Set<string>>): Promise<void> {
    for (const [categoryId, names] of used) {
      const [row] = await em.execute<{ parameters: string[] }[]>('SELECT parameters FROM category WHERE id = ?', [categoryId]);
      const missing = [...names].filter((name) => !row.parameters.includes(name));
      if (missing.length) await em.execute('UPDATE category SET parameters = ?::jsonb, updated_at = now() WHERE id = ?', [JSON.stringify([...row.parameters, ...missing]), categoryId], 'run');
    }
  }

  /**
   * Creates or updates a batch of products: one SELECT of the known ones, one INSERT of the new
   * and one UPDATE of those that differ; answers how many of each.
   */
  async saveProducts(em: EntityManager, products: readonly ImportedProduct[]): Promise<{ created: number; updated: number }> {
    if (!products.length) return { created: 0, updated: 0 };
    const rows = new Map(
      (await em.execute<(ProductRow & { external_id: string })[]>(
        'SELECT id, external_id, name, "desc", category_id, brand_id, images, parameters, available, weight FROM product WHERE external_id IS NOT NULL AND external_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))',
        [JSON.stringify(products.map((p) => p.externalId))],
      )).map((row) => [row.external_id, row]),
    );
    const created: (Omit<ProductRow, 'id'> & { external_id: string })[] = [];
    const updated: ProductRow[] = [];
    for (const product of products) {
      const row = rows.get(product.externalId);
      const next = {
        name: product.name,
        desc: product.desc,
        category_id: product.categoryId,
        brand_id: product.brandId,
        images: product.images ?? row?.images ?? [],
        parameters: product.parameters,
        available: product.available,
        weight: product.weight ?? row?.weight ?? null,
      };
      if (!row) created.push({ ...next, external_id: product.externalId });
      else if ((Object.keys(next) as (keyof typeof next)[]).some((key) => !sameJson(row[key], next[key]))) updated.push({ ...next, id: row.id });
    }
    const columns = 'name text, "desc" text, category_id int, brand_id int, images jsonb, parameters jsonb, available boolean, weight int';
    if (created.length) {
      const urls = await freeUrls(em, 'product', created.map((p) => p.name));
      await em.execute(
        `INSERT INTO product (name, url, "desc", category_id, brand_id, images, parameters, available, weight, external_id)
         SELECT name, url, "desc", category_id, brand_id, images, parameters, available, weight, external_id FROM jsonb_to_recordset(?::jsonb) AS r(${columns}, url text, external_id text)`,
        [JSON.stringify(created.map((p, i) => ({ ...p, url: urls[i] })))],
        'run',
      );
    }
    if (updated.length) {
      await lockProducts(em, { products: updated.map((p) => p.id) });
      await em.execute(
        `UPDATE product p SET name = r.name, "desc" = r."desc", category_id = r.category_id, brand_id = r.brand_id, images = r.images, parameters = r.parameters, available = r.available, weight = r.weight, updated_at = now()
         FROM jsonb_to_recordset(?::jsonb) AS r(id int, ${columns}) WHERE p.id = r.id`,
        [JSON.stringify(updated)],
        'run',
      );
    }
    return { created: created.length, updated: updated.length };
  }

  /** Takes off sale (never deletes) the imported products whose external ids are not listed; answers how many. */
  async takeOffSale(em: EntityManager, listed: readonly string[]): Promise<number> {
    const unlisted = (await em.execute<{ id: number }[]>(
      'SELECT id FROM product WHERE external_id IS NOT NULL AND available AND external_id NOT IN (SELECT jsonb_array_elements_text(?::jsonb))',
      [JSON.stringify(listed)],
    )).map((row) => row.id);
    await lockProducts(em, { products: unlisted });
    const hidden = await em.execute<QueryResult>('UPDATE product SET available = false, updated_at = now() WHERE id = ANY(?::int[]) AND available', [intArray(unlisted)], 'run');
    return hidden.affectedRows;
  }

  /** Gives each product's own variant (its external id is the product's) the product's barcode. */
  async giveBarcodes(em: EntityManager, barcodes: readonly { externalId: string; barcode: string }[]): Promise<void> {
    if (!barcodes.length) return;
    const variants = await em.execute<{ id: number }[]>('SELECT id FROM product_variant WHERE external_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))', [JSON.stringify(barcodes.map((b) => b.externalId))]);
    await lockProducts(em, { variants: variants.map((row) => row.id) });
    await em.execute(
      `UPDATE product_variant v SET barcode = r.barcode, updated_at = now() FROM jsonb_to_recordset(?::jsonb) AS r(external_id text, barcode text)
       WHERE v.external_id = r.external_id AND v.barcode IS DISTINCT FROM r.barcode`,
      [JSON.stringify(barcodes.map((b) => ({ external_id: b.externalId, barcode: b.barcode })))],
      'run',
    );
  }

  /** Creates or updates a batch of variants (see `ImportedVariants.save`); their products' price and stock follow. */
  saveVariants(em: EntityManager, dictionaries: ImportDictionaries, variants: readonly ImportedVariant[]): Promise<VariantsSaved> {
    return this.variants.save(em, dictionaries, variants);
  }

  /** Empties the stock of the imported variants whose external ids are not listed; answers how many; their products follow. */
  emptyUnlisted(em: EntityManager, listed: readonly string[]): Promise<number> {
    return this.variants.emptyUnlisted(em, listed);
  }
}
