import type { EntityManager } from '@mikro-orm/postgresql';
import { seoRouter } from './seo.routes.js';
import { SitemapService } from './sitemap.service.js';

/** What search engines read: `/robots.txt` and the sitemap of `publicUrl`'s pages. */
export function seoModule(publicUrl: string) {
  return { router: (em: EntityManager) => seoRouter(new SitemapService(em, publicUrl), publicUrl) };
}
