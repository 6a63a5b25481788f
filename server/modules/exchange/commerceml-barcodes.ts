import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExchangeFolder } from './commerceml-files.js';
import { text, type XmlNode } from './commerceml-xml.js';

/** Where the products' Штрихкод is kept for offers.xml: a product's own offer (no characteristics) carries it as its variant's barcode. */
const BARCODES_FILE = '.barcodes.json';

/** A file the exchange keeps between its calls, or `otherwise` when there is none yet. */
export async function readJson<T>(file: string, otherwise: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return otherwise;
  }
}

/** The Штрихкод of the products this exchange's import.xml listed, by their Ид. */
export const productBarcodes = (folder: ExchangeFolder) => readJson<Record<string, string>>(path.join(folder.dir, BARCODES_FILE), {});

/**
 * The Штрихкод of a batch of import.xml's products (by their Ид): kept for the offers file of this
 * exchange, and given at once to each product's own variant an earlier exchange made.
 */
export async function keepBarcodes(em: EntityManager, folder: ExchangeFolder, products: Map<string, XmlNode>): Promise<void> {
  const found = [...products].map(([externalId, node]) => ({ external_id: externalId, barcode: text(node, 'Штрихкод').slice(0, 100) })).filter((b) => b.barcode);
  if (!found.length) return;
  const kept = await productBarcodes(folder);
  for (const { external_id, barcode } of found) kept[external_id] = barcode;
  await writeFile(path.join(folder.dir, BARCODES_FILE), JSON.stringify(kept));
  await em.execute(
    `UPDATE product_variant v SET barcode = r.barcode, updated_at = now() FROM jsonb_to_recordset(?::jsonb) AS r(external_id text, barcode text)
     WHERE v.external_id = r.external_id AND v.barcode IS DISTINCT FROM r.barcode`,
    [JSON.stringify(found)],
    'run',
  );
}
