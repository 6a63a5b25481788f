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
 * Three outputs, because a bundler places a whole module in one chunk: with a single generated
 * module, every admin and account document would ship in the shopper's first bundle.
 * - client/src/generated/storefront/: the documents of the storefront's first load and the shared
 *   ones (the session check and the token refresh);
 * - client/src/generated/account/: the account, contact and consent pages (lazy-loaded with them);
 * - client/src/generated/admin/: the back office's documents (lazy-loaded with the admin).
 */
const accountDocuments = ['client/src/storefront/account/**/*.graphql', 'client/src/storefront/contact/**/*.graphql'];

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'client/src/generated/storefront/': {
      ...clientPreset,
      documents: ['client/src/storefront/**/*.graphql', ...accountDocuments.map((glob) => `!${glob}`), 'client/src/shared/**/*.graphql'],
    },
    'client/src/generated/account/': {
      ...clientPreset,
      documents: accountDocuments,
    },
    'client/src/generated/admin/': {
      ...clientPreset,
      documents: ['client/src/admin/**/*.graphql'],
    },
  },
};

export default config;
