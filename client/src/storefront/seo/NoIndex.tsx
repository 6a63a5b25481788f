/**
 * Marks a private page (CONTRACT §18: a link from a letter, an order, the account): search engines
 * leave it out of their index. React hoists the tag into the head, on the server too, where the
 * server reads it and answers `X-Robots-Tag: noindex` as well (server/modules/storefront/storefront-pages.ts).
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
