import { LRUCache } from 'lru-cache';
import type { PublicVersions } from '../../core/public-versions.js';
import type { ProductFacets } from './product-facets.js';
import type { ProductQuery } from './product.inputs.js';

export type FacetQuery = Omit<ProductQuery, 'sort' | 'page' | 'limit'>;

/** A view by its filters: every filter equal, whatever the order of their keys. */
export function viewKey(query: Partial<ProductQuery>): string {
  const { sort: _sort, page: _page, limit: _limit, ...view } = query;
  return JSON.stringify(Object.entries(view).filter(([, value]) => value !== undefined).sort(([a], [b]) => a.localeCompare(b)));
}

interface Kept {
  version: number;
  facets: ProductFacets;
}

/** About what a facet value costs in memory, to bound the memo by megabytes. */
const BYTES_PER_VALUE = 120;

/**
 * The facets of catalogue views, kept under the catalogue's version (issue 16): every page and sort
 * of one view, and every shopper — signed in or not, whom the public cache does not serve — share
 * them, and counting them is most of a catalogue request (a whole catalogue's at 100 000 products is
 * about 250 ms of SQL). A view is counted again once any write to the catalogue commits, and only
 * once however many shoppers ask for it meanwhile: those asking while it is counted wait for that
 * count. The version is read before counting, so facets counted while a write commits are kept
 * under the older version and not served after it; nothing is kept while the versions cannot be
 * trusted.
 */
export class FacetMemo {
  private readonly kept?: LRUCache<string, Kept>;
  /** The counts under way, by version and view. */
  private readonly counting = new Map<string, Promise<ProductFacets>>();

  /** `megabytes`: what it holds at most; 0 keeps nothing. */
  constructor(
    private readonly versions: PublicVersions | undefined,
    megabytes: number,
  ) {
    if (versions && megabytes > 0) {
      const size = ({ facets }: Kept) => (facets.brands.length + facets.colors.length + facets.sizes.length + facets.tags.length + 4) * BYTES_PER_VALUE;
      this.kept = new LRUCache<string, Kept>({ maxSize: megabytes * 1024 * 1024, sizeCalculation: size });
    }
  }

  /**
   * A view's facets: those kept, those another request is counting now (should that count fail,
   * this request counts them itself), or those `count` finds, kept for the next.
   */
  async facets(query: FacetQuery, staff: boolean, count: () => Promise<ProductFacets>): Promise<ProductFacets> {
    if (!this.kept || !this.versions!.live) return count();
    const key = `${staff ? 'staff' : 'shop'} ${viewKey(query)}`;
    const version = (await this.versions!.current()).catalogue;
    const found = this.kept.get(key);
    if (found?.version === version) return found.facets;
    const flight = `${version} ${key}`;
    const counting = this.counting.get(flight);
    if (counting) return counting.catch(() => this.facets(query, staff, count));
    const counted = count()
      .then((facets) => (this.kept!.set(key, { version, facets }), facets))
      .finally(() => this.counting.delete(flight));
    this.counting.set(flight, counted);
    return counted;
  }
}
