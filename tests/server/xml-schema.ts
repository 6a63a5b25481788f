import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/**
 * The problems libxml2 (xmllint-wasm) finds in a document against an official schema kept under
 * `tests/fixtures` (`commerceml/xsd/commerceml-2.10.xsd`), one message a line with its line
 * number; empty when the document is valid.
 */
export async function xsdProblems(xml: string, schema: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [{ fileName: path.basename(schema), contents: readFileSync(path.join(FIXTURES, schema), 'utf8') }] });
  return result.valid ? [] : result.errors.map((error) => `${error.loc?.lineNumber ?? '?'}: ${error.message}`);
}
