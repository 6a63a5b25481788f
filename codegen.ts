import type { CodegenConfig } from '@graphql-codegen/cli';

/** Options shared by every output: plain TS types, `DateTimeISO` as an ISO string, fragments unmasked. */
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

/** The shop's outputs: a product's parameters are category parameter names → values (server/modules/catalogue/product.inputs.ts). */
const shopPreset = {
  ...clientPreset,
  config: { ...clientPreset.config, scalars: { ...clientPreset.config.scalars, JSONObject: 'Record<string, string>' } },
} as const;

/**
 * Typed documents for Apollo Client 4: the `.graphql` files under client/src become
 * `TypedDocumentNode`s used with the hooks of `@apollo/client/react`.
 *
 * One output per area, because a bundler places a whole module in one chunk: with a single generated
 * module, every admin, account and shop document would ship in the shopper's first bundle, and a
 * page loads every document of each output it takes one from.
 * - client/src/generated/storefront/: the documents of the storefront's first load (the header's
 *   basket and wishlist counts);
 * - client/src/generated/session/: the session check and the token refresh, shared with the back
 *   office and loaded only when tokens are stored (shared/auth/SessionCheck.tsx, session-link.ts);
 * - client/src/generated/account/: the account, contact, information and consent pages, the customer's orders and
 *   addresses (lazy-loaded with them);
 * - client/src/generated/catalog/: the catalogue's pages and the product card's fragment;
 * - client/src/generated/product/: the product page;
 * - client/src/generated/add-to-basket/: adding to the basket, and making the basket on the first
 *   addition (the product page, and the records claimed when a shopper signs in);
 * - client/src/generated/wishlist/: the wishlist page and every change to the wishlist (the product
 *   page's «В избранное» too);
 * - client/src/generated/news/: the news;
 *   so the product page loads neither the catalogue's nor the news' documents, and the catalogue
 *   not the product page's (the product card's fragment is generated into each output using it);
 * - client/src/generated/basket/: the basket page, its promo code and the checkout (lazy-loaded with
 *   them), apart from adding to the basket so the catalogue and product pages do not load them; the basket's
 *   fragment is generated into both;
 * - client/src/generated/basket-lines/: the basket page's changes to its lines, which the checkout
 *   (sharing generated/basket/ with the basket page) does not load;
 * - client/src/generated/member-checkout/: a signed-in customer's order, loaded with their form;
 * - client/src/generated/carrier/: СДЭК's cities, quotes and points at checkout, loaded only in a
 *   shop with a СДЭК method;
 * - client/src/generated/home/: the home page with its product rows (lazy-loaded with it);
 * - client/src/generated/search/: the header's suggestions (loaded on the search box's first
 *   focus) and an empty search's help (loaded when a search finds nothing);
 * - client/src/generated/feedback/: reviews and questions, which load when the shopper nears them;
 * - client/src/generated/stock-alert/: «Сообщить о поступлении», loaded with its form on the first click;
 * - client/src/generated/admin/: the back office's documents (lazy-loaded with the admin).
 */
const accountDocuments = ['client/src/storefront/account/**/*.graphql', 'client/src/storefront/contact/**/*.graphql', 'client/src/storefront/info/**/*.graphql'];
const basketFragment = 'client/src/storefront/cart/basket-contents.graphql';
const productCardFragment = 'client/src/storefront/catalog/product-card.graphql';
const catalogDocuments = ['client/src/storefront/catalog/**/*.graphql'];
const productDocuments = ['client/src/storefront/product/**/*.graphql'];
const addToBasketDocuments = ['client/src/storefront/cart/add-to-basket.graphql'];
const wishlistDocuments = ['client/src/storefront/wishlist/**/*.graphql'];
const newsDocuments = ['client/src/storefront/news/**/*.graphql'];
const shopDocuments = [...catalogDocuments, ...productDocuments, ...addToBasketDocuments, basketFragment, ...wishlistDocuments, ...newsDocuments];
const carrierDocuments = ['client/src/storefront/checkout/carrier.graphql'];
const basketLinesDocuments = ['client/src/storefront/cart/basket-lines.graphql'];
const memberCheckoutDocuments = ['client/src/storefront/checkout/member-checkout.graphql'];
const placedOrderFragment = 'client/src/storefront/checkout/placed-order.graphql';
const basketDocuments = ['client/src/storefront/cart/cart.graphql', 'client/src/storefront/checkout/**/*.graphql', ...[...carrierDocuments, ...memberCheckoutDocuments].map((glob) => `!${glob}`)];
const homeDocuments = ['client/src/storefront/home/**/*.graphql'];
const searchDocuments = ['client/src/storefront/search/**/*.graphql'];
const feedbackDocuments = ['client/src/storefront/feedback/**/*.graphql'];
const stockAlertDocuments = ['client/src/storefront/stock-alert/**/*.graphql'];
const lazyStorefrontDocuments = [...accountDocuments, ...shopDocuments, ...basketDocuments, ...carrierDocuments, ...basketLinesDocuments, ...memberCheckoutDocuments, ...homeDocuments, ...searchDocuments, ...feedbackDocuments, ...stockAlertDocuments];

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'client/src/generated/storefront/': {
      ...clientPreset,
      documents: ['client/src/storefront/**/*.graphql', ...lazyStorefrontDocuments.map((glob) => `!${glob}`)],
    },
    'client/src/generated/session/': {
      ...clientPreset,
      documents: ['client/src/shared/**/*.graphql'],
    },
    'client/src/generated/account/': {
      ...clientPreset,
      documents: accountDocuments,
    },
    'client/src/generated/catalog/': { ...shopPreset, documents: catalogDocuments },
    'client/src/generated/product/': { ...shopPreset, documents: productDocuments },
    'client/src/generated/add-to-basket/': { ...shopPreset, documents: [...addToBasketDocuments, basketFragment] },
    'client/src/generated/wishlist/': { ...shopPreset, documents: [...wishlistDocuments, productCardFragment] },
    'client/src/generated/news/': { ...shopPreset, documents: newsDocuments },
    'client/src/generated/basket/': {
      ...clientPreset,
      documents: [...basketDocuments, basketFragment],
    },
    'client/src/generated/basket-lines/': {
      ...clientPreset,
      documents: [...basketLinesDocuments, basketFragment],
    },
    'client/src/generated/member-checkout/': {
      ...clientPreset,
      documents: [...memberCheckoutDocuments, placedOrderFragment],
    },
    'client/src/generated/carrier/': {
      ...clientPreset,
      documents: carrierDocuments,
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
    'client/src/generated/stock-alert/': {
      ...clientPreset,
      documents: stockAlertDocuments,
    },
    'client/src/generated/admin/': {
      ...clientPreset,
      documents: ['client/src/admin/**/*.graphql'],
    },
    // The error codes (CONTRACT §21) both apps branch on: a code removed from the server breaks the build.
    'client/src/generated/error-code.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
  },
};

export default config;
