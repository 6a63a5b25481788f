/**
 * Pages a search engine has no business with: the back office, the APIs (GraphQL too, whose GET is
 * the GraphiQL page) and the shopper's own basket, checkout, account and wishlist.
 */
const PRIVATE_PATHS = ['/admin', '/api', '/graphql', '/cart', '/checkout', '/profile', '/wishlist'];

/**
 * `robots.txt`: the storefront open to every crawler, private paths closed, and where the sitemap is.
 * Pictures live under `/api` but are what the feed, JSON-LD and Open Graph point at: their `Allow`
 * comes first and is longer, so crawlers that take the first match and those that take the longest
 * both fetch them (CONTRACT §12).
 */
export function robotsTxt(publicUrl: string): string {
  const disallow = PRIVATE_PATHS.map((path) => `Disallow: ${path}\n`).join('');
  return `User-agent: *\nAllow: /api/images/\nAllow: /\n${disallow}\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
