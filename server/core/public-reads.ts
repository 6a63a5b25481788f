import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';
import type { PublicKind } from './public-versions.js';

/**
 * What an anonymous shopper reads that is the same for every shopper, and the kinds of data each
 * answer shows (issue 16): only these are kept by the public cache. Anything else — baskets,
 * wishlists, orders, whatever depends on who asks or changes without a write — is never kept.
 */
const REST_PREFIXES: [string, PublicKind[]][] = [
  ['/products', ['catalogue']],
  ['/categories', ['catalogue']],
  ['/brands', ['catalogue']],
  ['/colors', ['catalogue']],
  ['/sizes', ['catalogue']],
  ['/tags', ['catalogue']],
  ['/search/suggest', ['catalogue']],
  ['/news', ['content']],
  ['/slides', ['content', 'catalogue']],
  ['/advertisements', ['content', 'catalogue']],
  ['/delivery-methods', ['content']],
  ['/payment-methods', ['content']],
  ['/reviews', ['feedback', 'catalogue']],
  ['/questions', ['feedback', 'catalogue']],
  ['/review-comments', ['feedback']],
  ['/question-comments', ['feedback']],
];

const catalogue: PublicKind[] = ['catalogue'];
const content: PublicKind[] = ['content'];
const feedback: PublicKind[] = ['feedback', 'catalogue'];
const GRAPHQL_FIELDS: Record<string, PublicKind[]> = {
  ...Object.fromEntries(
    ['brands', 'brand', 'sizes', 'size', 'colors', 'color', 'tags', 'tag', 'categories', 'category', 'categoriesTree', 'categoryByUrl', 'products', 'product', 'productByUrl', 'productFacets', 'searchSuggest', 'priceRange'].map((f) => [f, catalogue]),
  ),
  ...Object.fromEntries(['newsPosts', 'newsPost', 'newsPostByUrl', 'deliveryMethods', 'deliveryMethod', 'paymentMethods', 'paymentMethod', 'consentText'].map((f) => [f, content])),
  slides: ['content', 'catalogue'],
  advertisements: ['content', 'catalogue'],
  ...Object.fromEntries(['reviews', 'review', 'reviewComments', 'reviewComment', 'questions', 'question', 'questionComments', 'questionComment'].map((f) => [f, feedback])),
};

/** A storefront page shows a bit of everything. */
export const EVERY_KIND: PublicKind[] = ['catalogue', 'content', 'feedback'];

/** The kinds a REST read under `/api` shows, or null when it is not a public read. */
export function restReadKinds(path: string): PublicKind[] | null {
  return REST_PREFIXES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? null;
}

/**
 * The kinds a GraphQL document's operation shows, or null unless it is a query of public read
 * fields only (selected directly at its root, `__typename` aside).
 */
export function graphqlReadKinds(query: string, operationName: string | undefined): PublicKind[] | null {
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
    const shown = GRAPHQL_FIELDS[selection.name.value];
    if (!shown) return null;
    for (const kind of shown) kinds.add(kind);
  }
  return kinds.size ? [...kinds] : null;
}
