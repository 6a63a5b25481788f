import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
 * exchange, and handed to `give` (the catalogue) for each product's own variant an earlier exchange made.
 */
export async function keepBarcodes(folder: ExchangeFolder, products: Map<string, XmlNode>, give: (barcodes: { externalId: string; barcode: string }[]) => Promise<void>): Promise<void> {
  const found = [...products].map(([externalId, node]) => ({ externalId, barcode: text(node, 'Штрихкод').slice(0, 100) })).filter((b) => b.barcode);
  if (!found.length) return;
  const kept = await productBarcodes(folder);
  for (const { externalId, barcode } of found) kept[externalId] = barcode;
  await writeFile(path.join(folder.dir, BARCODES_FILE), JSON.stringify(kept));
  await give(found);
}
