import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductView } from './product-catalogue.js';
import { pageWithFacets, type ProductFacets } from './product-facets.js';
import type { ProductQuery } from './product.inputs.js';

type FacetQuery = Omit<ProductQuery, 'sort' | 'page' | 'limit'>;
type Page = { rows: ProductView[]; length: number };

interface Asked<Q, T> {
  query: Q;
  staff: boolean;
  resolve(answer: T): void;
  reject(error: unknown): void;
}

/** What one request (one EntityManager fork) has asked of the catalogue in this turn of the event loop. */
interface Pending {
  page?: Asked<ProductQuery, Page> & { fields?: ReadonlySet<string> };
  facets?: Asked<FacetQuery, ProductFacets>;
}

/** The same view: every filter equal, whatever the order of their keys. */
function sameView(page: ProductQuery, facets: FacetQuery): boolean {
  const { sort: _sort, page: _page, limit: _limit, ...view } = page;
  const normal = (query: object) => JSON.stringify(Object.entries(query).filter(([, value]) => value !== undefined).sort(([a], [b]) => a.localeCompare(b)));
  return normal(view) === normal(facets);
}

/**
 * The storefront's catalogue asks a page's products and the view's facets in one GraphQL request
 * (its `CatalogPage`): both root fields are resolved in the same turn of the event loop. Asked so,
 * with the same filters, they are answered by ONE statement that reads the view's products once
 * (`pageWithFacets`); asked alone — REST, or any other document — each runs its own.
 */
export class CatalogueRequests {
  private readonly pending = new WeakMap<EntityManager, Pending>();

  constructor(
    private readonly page: (em: EntityManager, query: ProductQuery, staff: boolean, fields?: ReadonlySet<string>) => Promise<Page>,
    private readonly facets: (em: EntityManager, query: FacetQuery, staff: boolean) => Promise<ProductFacets>,
  ) {}

  /** A second page asked in the same turn (an aliased field) runs on its own. */
  askPage(em: EntityManager, query: ProductQuery, staff: boolean, fields?: ReadonlySet<string>): Promise<Page> {
    const pending = this.waiting(em);
    if (pending.page) return this.page(em, query, staff, fields);
    return new Promise((resolve, reject) => (pending.page = { query, staff, fields, resolve, reject }));
  }

  askFacets(em: EntityManager, query: FacetQuery, staff: boolean): Promise<ProductFacets> {
    const pending = this.waiting(em);
    if (pending.facets) return this.facets(em, query, staff);
    return new Promise((resolve, reject) => (pending.facets = { query, staff, resolve, reject }));
  }

  /** The request's pending asks, answered once this turn's resolvers have all asked theirs. */
  private waiting(em: EntityManager): Pending {
    let pending = this.pending.get(em);
    if (!pending) {
      pending = {};
      this.pending.set(em, pending);
      setImmediate(() => {
        this.pending.delete(em);
        void this.answer(em, pending!);
      });
    }
    return pending;
  }

  private async answer(em: EntityManager, { page, facets }: Pending): Promise<void> {
    if (page && facets && page.staff === facets.staff && sameView(page.query, facets.query)) {
      await pageWithFacets(em, page.query, page.staff, page.fields).then(
        (both) => {
          page.resolve(both.page);
          facets.resolve(both.facets);
        },
        (error: unknown) => {
          page.reject(error);
          facets.reject(error);
        },
      );
      return;
    }
    if (page) this.page(em, page.query, page.staff, page.fields).then(page.resolve, page.reject);
    if (facets) this.facets(em, facets.query, facets.staff).then(facets.resolve, facets.reject);
  }
}
