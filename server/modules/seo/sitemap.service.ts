import type { EntityManager } from '@mikro-orm/postgresql';
import { isoTime } from '../../core/sql.js';

/**
 * A kind of storefront page: the table its rows come from, which rows a shopper may see and the
 * storefront path before the row's url (client/src/storefront/catalog/urls.ts, product/urls.ts).
 */
interface PageKind {
  table: string;
  visible: string;
  path: string;
}

const PAGE_KINDS: PageKind[] = [
  { table: 'category', visible: 'true', path: '/catalog/' },
  // on sale as the catalogue entry says: the staff's flag and a price (catalogue/read-model/product-offer.sql)
  { table: 'product', visible: 'id IN (SELECT e.id FROM catalogue_entry e WHERE e.available)', path: '/product/' },
  // The storefront has no news page yet; /news/{url} mirrors the REST path and the other pages.
  { table: 'news_post', visible: 'true', path: '/news/' },
];

/** How many pages of each kind there are and when the newest of them changed. */
export interface SitemapPlan {
  counts: number[];
  lastmod: string | null;
  /** Urls in all: the home page and every listed row. */
  total: number;
  /** Numbered part files; 1 means the whole sitemap fits in `/sitemap.xml`. */
  parts: number;
}

interface Row {
  id: number;
  url: string;
  lastmod: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * The sitemap (sitemaps.org): the home page, every category, every product on sale and every news
 * post. Rows are read in keyset batches by id and handed out as XML text batch by batch, so a
 * catalogue of any size never sits in memory. Above `maxUrlsPerFile` urls `/sitemap.xml` becomes an
 * index of parts `/sitemap-1.xml`, `/sitemap-2.xml`… (the protocol allows 50 000 per file).
 */
export class SitemapService {
  constructor(
    private readonly em: EntityManager,
    private readonly publicUrl: string,
    private readonly maxUrlsPerFile = 50_000,
    private readonly batchSize = 5_000,
  ) {}

  async plan(): Promise<SitemapPlan> {
    const sql = PAGE_KINDS.map((kind, i) => `SELECT ${i} AS kind, count(*)::int AS count, ${isoTime('max(updated_at)')} AS lastmod FROM ${kind.table} WHERE ${kind.visible}`).join(' UNION ALL ');
    const rows = await this.em.fork().execute<{ kind: number; count: number; lastmod: string | null }[]>(`${sql} ORDER BY kind`);
    const counts = rows.map((row) => row.count);
    const dates = rows.map((row) => row.lastmod).filter((date) => date !== null);
    const total = 1 + counts.reduce((sum, count) => sum + count, 0);
    // ISO 8601 in UTC with the same precision sorts as text.
    return { counts, lastmod: dates.sort().at(-1) ?? null, total, parts: Math.ceil(total / this.maxUrlsPerFile) };
  }

  /** `<sitemapindex>` naming every part. */
  index(plan: SitemapPlan): string {
    const parts = Array.from({ length: plan.parts }, (_, i) => `<sitemap><loc>${escapeXml(`${this.publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
    return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${parts.join('')}</sitemapindex>\n`;
  }

  /** `<urlset>` of one part (1-based), or of everything when there are no parts, in chunks of XML text. */
  async *urlset(plan: SitemapPlan, part = 1): AsyncGenerator<string> {
    const first = (part - 1) * this.maxUrlsPerFile;
    const end = first + this.maxUrlsPerFile;
    yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
    if (first === 0) yield this.entry('/', plan.lastmod);
    // The home page is url 0; each kind's rows follow the previous kind's.
    let offset = 1;
    for (const [i, kind] of PAGE_KINDS.entries()) {
      const from = Math.max(first - offset, 0);
      const to = Math.min(end - offset, plan.counts[i]);
      offset += plan.counts[i];
      if (from < to) yield* this.rows(kind, from, to - from);
    }
    yield '</urlset>\n';
  }

  /** `count` rows of one kind from position `skip` (in id order), one XML chunk per batch. */
  private async *rows(kind: PageKind, skip: number, count: number): AsyncGenerator<string> {
    const em = this.em.fork();
    let afterId = 0;
    if (skip > 0) {
      const [start] = await em.execute<{ id: number }[]>(`SELECT id FROM ${kind.table} WHERE ${kind.visible} ORDER BY id OFFSET ? LIMIT 1`, [skip - 1]);
      if (!start) return;
      afterId = start.id;
    }
    for (let left = count; left > 0; ) {
      const batch = await em.execute<Row[]>(
        `SELECT id, url, ${isoTime('updated_at')} AS lastmod FROM ${kind.table} WHERE ${kind.visible} AND id > ? ORDER BY id LIMIT ?`,
        [afterId, Math.min(this.batchSize, left)],
      );
      if (batch.length === 0) return;
      yield batch.map((row) => this.entry(kind.path + encodeURIComponent(row.url), row.lastmod)).join('');
      afterId = batch.at(-1)!.id;
      left -= batch.length;
    }
  }

  private entry(path: string, lastmod: string | null): string {
    return `<url><loc>${escapeXml(this.publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;
  }
}
