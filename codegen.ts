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
 * Eight outputs, because a bundler places a whole module in one chunk: with a single generated
 * module, every admin, account and shop document would ship in the shopper's first bundle.
 * - client/src/generated/storefront/: the documents of the storefront's first load and the shared
 *   ones (the session check, the token refresh, the header's basket and wishlist counts);
 * - client/src/generated/account/: the account, contact, information and consent pages, the customer's orders and
 *   addresses (lazy-loaded with them);
 * - client/src/generated/shop/: the catalogue, the product page (with adding to the basket), the
 *   wishlist and the news (lazy-loaded with them);
 * - client/src/generated/basket/: the basket page, its promo code and the checkout (lazy-loaded with
 *   them), apart from the shop's so the catalogue and product pages do not load them; the basket's
 *   fragment is generated into both;
 * - client/src/generated/home/: the home page with its product rows (lazy-loaded with it);
 * - client/src/generated/search/: the header's suggestions (loaded on the search box's first
 *   focus) and an empty search's help (loaded when a search finds nothing);
 *   both these share the product card's fragment with the shop's output;
 * - client/src/generated/feedback/: reviews and questions, which load when the shopper nears them;
 * - client/src/generated/admin/: the back office's documents (lazy-loaded with the admin).
 */
const accountDocuments = ['client/src/storefront/account/**/*.graphql', 'client/src/storefront/contact/**/*.graphql', 'client/src/storefront/info/**/*.graphql'];
const basketFragment = 'client/src/storefront/cart/basket-contents.graphql';
const shopDocuments = [
  'client/src/storefront/catalog/**/*.graphql',
  'client/src/storefront/product/**/*.graphql',
  'client/src/storefront/cart/add-to-basket.graphql',
  basketFragment,
  'client/src/storefront/wishlist/**/*.graphql',
  'client/src/storefront/news/**/*.graphql',
];
const basketDocuments = ['client/src/storefront/cart/cart.graphql', 'client/src/storefront/checkout/**/*.graphql'];
const productCardFragment = 'client/src/storefront/catalog/product-card.graphql';
const homeDocuments = ['client/src/storefront/home/**/*.graphql'];
const searchDocuments = ['client/src/storefront/search/**/*.graphql'];
const feedbackDocuments = ['client/src/storefront/feedback/**/*.graphql'];
const lazyStorefrontDocuments = [...accountDocuments, ...shopDocuments, ...basketDocuments, ...homeDocuments, ...searchDocuments, ...feedbackDocuments];

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'client/src/generated/storefront/': {
      ...clientPreset,
      documents: ['client/src/storefront/**/*.graphql', ...lazyStorefrontDocuments.map((glob) => `!${glob}`), 'client/src/shared/**/*.graphql'],
    },
    'client/src/generated/account/': {
      ...clientPreset,
      documents: accountDocuments,
    },
    'client/src/generated/shop/': {
      ...clientPreset,
      // A product's parameters are category parameter names → values (server/modules/catalogue/product.inputs.ts).
      config: { ...clientPreset.config, scalars: { ...clientPreset.config.scalars, JSONObject: 'Record<string, string>' } },
      documents: shopDocuments,
    },
    'client/src/generated/basket/': {
      ...clientPreset,
      documents: [...basketDocuments, basketFragment],
    },
    'client/src/generated/home/': {
      ...clientPreset,
      documents: [...homeDocuments, productCardFragment],
    },
    'client/src/generated/search/': {
      ...clientPreset,
      documents: [...searchDocuments, productCardFragment],
    },
    'client/src/generated/feedback/': {
      ...clientPreset,
      documents: feedbackDocuments,
    },
    'client/src/generated/admin/': {
      ...clientPreset,
      documents: ['client/src/admin/**/*.graphql'],
    },
  },
};

export default config;
