import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../core/sql.js';
import { sameJson } from '../../core/same-json.js';
import type { ImportDictionaries, ImportedVariant, VariantsSaved } from './catalogue-import.types.js';
import { refreshDerived } from './product-derived.js';
import { lockProducts } from './product-locks.js';

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

/** The catalogue's variants written in bulk by an import, with their products' sizes, colours and derived fields. */
export class ImportedVariants {
  /**
   * Creates or updates a batch of variants: one SELECT of the known ones, one INSERT of the new,
   * one UPDATE of those that differ, one INSERT of their products' sizes and colours, then their
   * products' price and stock flag.
   */
  async save(em: EntityManager, dictionaries: ImportDictionaries, batch: readonly ImportedVariant[]): Promise<VariantsSaved> {
    const priceless: string[] = [];
    if (!batch.length) return { created: 0, updated: 0, priceless };
    const rows = new Map(
      (await em.execute<(VariantRow & { external_id: string })[]>(
        'SELECT id, external_id, product_id, sku, price::text AS price, stock, size_id, color_id, barcode, parameters, hidden FROM product_variant WHERE external_id IS NOT NULL AND external_id = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))',
        [JSON.stringify(batch.map((variant) => variant.externalId))],
      )).map((row) => [row.external_id, row]),
    );
    const created: (Omit<VariantRow, 'id' | 'hidden'> & { external_id: string })[] = [];
    const updated: Omit<VariantRow, 'hidden'>[] = [];
    const claimed = new Set<string>();
    // Who holds the SKUs wanted, in one statement: only a taken one needs freeSku's scan.
    const holders = new Map(
      (await em.execute<{ id: number; sku: string }[]>('SELECT id, sku FROM product_variant WHERE sku = ANY(ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))', [JSON.stringify(batch.map((v) => skuBase(v.sku)))])).map((r) => [r.sku, r.id]),
    );
    const sku = async (wanted: string, ownId: number | null) => {
      const base = skuBase(wanted);
      const holder = holders.get(base);
      return (holder === undefined || holder === ownId) && !claimed.has(base) ? base : this.freeSku(em, base, ownId, claimed);
    };
    for (const variant of batch) {
      const row = rows.get(variant.externalId);
      const nextPrice = variant.price !== null && variant.price > 0 ? variant.price : row ? Number(row.price) : null;
      if (nextPrice === null) {
        priceless.push(variant.externalId);
        continue;
      }
      const next = {
        product_id: variant.productId,
        sku: row && (!variant.named || row.sku === variant.sku) ? row.sku : await sku(variant.sku, row?.id ?? null),
        price: nextPrice.toFixed(2),
        stock: variant.stock !== null ? Math.max(0, Math.floor(variant.stock)) : (row?.stock ?? 0),
        size_id: variant.size ? await dictionaries.size(variant.size) : (row?.size_id ?? null),
        color_id: variant.color ? await dictionaries.color(variant.color) : (row?.color_id ?? null),
        barcode: (variant.barcode || row?.barcode) ?? null,
        parameters: variant.parameters ?? row?.parameters ?? {},
      };
      claimed.add(next.sku);
      if (!row) created.push({ ...next, external_id: variant.externalId });
      else if (row.sku !== next.sku || Number(row.price) !== nextPrice || row.stock !== next.stock || row.size_id !== next.size_id || row.color_id !== next.color_id || row.barcode !== next.barcode || !sameJson(row.parameters, next.parameters) || row.hidden || row.product_id !== variant.productId) updated.push({ ...next, id: row.id });
    }
    const columns = 'product_id int, sku text, price numeric, stock int, size_id int, color_id int, barcode text, parameters jsonb';
    await lockProducts(em, { products: [...created, ...updated].map((v) => v.product_id), variants: updated.map((v) => v.id) });
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
    await refreshDerived(em, written.map((v) => v.product_id));
    return { created: created.length, updated: updated.length, priceless };
  }

  /** Empties the stock of the imported variants whose external ids are not listed; answers how many; their products follow. */
  async emptyUnlisted(em: EntityManager, listed: readonly string[]): Promise<number> {
    const unlisted = (await em.execute<{ id: number }[]>(
      'SELECT id FROM product_variant WHERE external_id IS NOT NULL AND stock > 0 AND NOT hidden AND external_id NOT IN (SELECT jsonb_array_elements_text(?::jsonb))',
      [JSON.stringify(listed)],
    )).map((row) => row.id);
    await lockProducts(em, { variants: unlisted });
    const emptied = await em.execute<{ product_id: number }[]>(
      'UPDATE product_variant SET stock = 0, updated_at = now() WHERE id = ANY(?::int[]) AND stock > 0 AND NOT hidden RETURNING product_id',
      [intArray(unlisted)],
    );
    await refreshDerived(em, emptied.map((row) => row.product_id));
    return emptied.length;
  }

  /** The SKU itself when no other variant has it, else with `-2`, `-3`… */
  private async freeSku(em: EntityManager, base: string, ownId: number | null, claimed: Set<string>): Promise<string> {
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

/** A SKU as the catalogue keeps it: trimmed, at most 90 characters, never empty. */
const skuBase = (wanted: string) => wanted.trim().slice(0, 90) || 'SKU';
