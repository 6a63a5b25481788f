import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';
import type { PublicKind } from './public-versions.js';

/**
 * What an anonymous shopper reads that is the same for every shopper, and the kinds of data each
 * answer shows (issue 16): only these are kept by the public cache. Each module names its own: REST
 * paths under `/api` (a path and everything below it) and GraphQL root fields. Anything else —
 * baskets, wishlists, orders, whatever depends on who asks or changes without a write — is never kept.
 */
export interface PublicReads {
  rest: Record<string, PublicKind[]>;
  graphql: Record<string, PublicKind[]>;
}

/** The same kinds for each of `names`. */
export const showing = (kinds: PublicKind[], names: string[]): Record<string, PublicKind[]> => Object.fromEntries(names.map((name) => [name, kinds]));

/** A storefront page shows a bit of everything. */
export const EVERY_KIND: PublicKind[] = ['catalogue', 'content', 'feedback'];

/** The kinds a REST read under `/api` shows, or null when it is not a public read. */
export function restReadKinds(reads: PublicReads, path: string): PublicKind[] | null {
  return Object.entries(reads.rest).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? null;
}

/**
 * The kinds a GraphQL document's operation shows, or null unless it is a query of public read
 * fields only (selected directly at its root, `__typename` aside).
 */
export function graphqlReadKinds(reads: PublicReads, query: string, operationName: string | undefined): PublicKind[] | null {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: 5000 });
  } catch {
    return null;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== OperationTypeNode.QUERY) return null;
  const kinds = new Set<PublicKind>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    const shown = Object.hasOwn(reads.graphql, selection.name.value) ? reads.graphql[selection.name.value] : undefined;
    if (!shown) return null;
    for (const kind of shown) kinds.add(kind);
  }
  return kinds.size ? [...kinds] : null;
}
