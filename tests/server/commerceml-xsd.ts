import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const XSD = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/commerceml/xsd');

/** The official CommerceML schemas the orders document must satisfy (their sources: the README beside them). */
export const SCHEMA_VERSIONS = ['2.08', '2.10'] as const;

/**
 * The problems libxml2 finds in a CommerceML document against the official schema of a version,
 * one message a line with its line number; empty when the document is valid.
 */
export async function schemaProblems(xml: string, version: (typeof SCHEMA_VERSIONS)[number]): Promise<string[]> {
  const fileName = `commerceml-${version}.xsd`;
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [{ fileName, contents: readFileSync(path.join(XSD, fileName), 'utf8') }] });
  return result.valid ? [] : result.errors.map((error) => `${error.loc?.lineNumber ?? '?'}: ${error.message}`);
}
