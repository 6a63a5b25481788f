import type { CodegenConfig } from '@graphql-codegen/cli';

/** Options shared by both outputs: plain TS types, `DateTimeISO` as an ISO string, fragments unmasked. */
const clientPreset = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTimeISO: 'string' },
    avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  },
} as const;

/**
 * Typed documents for Apollo Client 4: the `.graphql` files under client/src become
 * `TypedDocumentNode`s used with the hooks of `@apollo/client/react`.
 *
 * Two outputs, because a bundler places a whole module in one chunk: with a single generated
 * module, every admin document would ship in the shopper's bundle.
 * - client/src/generated/storefront/: the storefront's and shared documents;
 * - client/src/generated/admin/: the back office's documents (lazy-loaded with the admin).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'client/src/generated/storefront/': {
      ...clientPreset,
      documents: ['client/src/storefront/**/*.graphql', 'client/src/shared/**/*.graphql'],
    },
    'client/src/generated/admin/': {
      ...clientPreset,
      documents: ['client/src/admin/**/*.graphql'],
    },
  },
};

export default config;
