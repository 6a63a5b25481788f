/** The GraphQL endpoint, same origin in the browser (the dev server proxies it). */
export const GRAPHQL_PATH = '/graphql';
