import { xsdProblems } from './xml-schema.js';

/** The official CommerceML schemas the orders document must satisfy (their sources: the README beside them). */
export const SCHEMA_VERSIONS = ['2.08', '2.10'] as const;

/** The problems libxml2 finds in a CommerceML document against the official schema of a version; empty when it is valid. */
export const schemaProblems = (xml: string, version: (typeof SCHEMA_VERSIONS)[number]): Promise<string[]> => xsdProblems(xml, `commerceml/xsd/commerceml-${version}.xsd`);
