import type { EntityManager } from '@mikro-orm/postgresql';
import { viewKey, type FacetMemo, type FacetQuery } from './facet-memo.js';
import type { PriceRange, ProductPage } from './product-catalogue.js';
import type { ProductView } from './product-view.types.js';
import { pageWithFacets, type PageWithFacets, type ProductFacets } from './product-facets.js';
import type { ProductQuery } from './product.inputs.js';

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
  range?: Asked<Partial<ProductQuery>, PriceRange>;
}

/**
 * The storefront's catalogue asks a page's products and the view's facets in one GraphQL request
 * (its `CatalogPage`): both root fields are resolved in the same turn of the event loop. Asked so,
 * with the same filters, they are answered by ONE statement that reads the view's products once
 * (`pageWithFacets`); asked alone — REST, or any other document — each runs its own. Facets the
 * memo keeps for the view, or that another request is counting, are not counted again: the page is
 * then read alone. A view's price range asked beside its page (an API client's list with its price
 * filter) is read by the page's statement too, for a shopper's view searched by no words.
 */
export class CatalogueRequests {
  private readonly pending = new WeakMap<EntityManager, Pending>();

  constructor(
    private readonly page: (em: EntityManager, query: ProductQuery, staff: boolean, fields?: ReadonlySet<string>, withRange?: boolean) => Promise<ProductPage>,
    private readonly facets: (em: EntityManager, query: FacetQuery, staff: boolean) => Promise<ProductFacets>,
    private readonly priceRange: (em: EntityManager, query: Partial<ProductQuery>) => Promise<PriceRange>,
    private readonly memo: FacetMemo,
  ) {}

  /** A second page asked in the same turn (an aliased field) runs on its own. */
  askPage(em: EntityManager, query: ProductQuery, staff: boolean, fields?: ReadonlySet<string>): Promise<Page> {
    const pending = this.waiting(em);
    if (pending.page) return this.page(em, query, staff, fields);
    return new Promise((resolve, reject) => (pending.page = { query, staff, fields, resolve, reject }));
  }

  askFacets(em: EntityManager, query: FacetQuery, staff: boolean): Promise<ProductFacets> {
    const pending = this.waiting(em);
    if (pending.facets) return this.remembered(em, query, staff);
    return new Promise((resolve, reject) => (pending.facets = { query, staff, resolve, reject }));
  }

  /** The price range shoppers see of a view. */
  askPriceRange(em: EntityManager, query: Partial<ProductQuery>): Promise<PriceRange> {
    const pending = this.waiting(em);
    if (pending.range) return this.priceRange(em, query);
    return new Promise((resolve, reject) => (pending.range = { query, staff: false, resolve, reject }));
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

  private async answer(em: EntityManager, { page, facets, range }: Pending): Promise<void> {
    // The range rides on a page it is the same view of, read alone; else it is read by itself.
    const riding = range && page && !facets && !page.staff && !page.query.name && viewKey(page.query) === viewKey(range.query) ? range : undefined;
    const readRange = (asked: NonNullable<Pending['range']>) => this.priceRange(em, asked.query).then(asked.resolve, asked.reject);
    if (range && !riding) void readRange(range);
    const readPage = (asked: NonNullable<Pending['page']>) =>
      this.page(em, asked.query, asked.staff, asked.fields, Boolean(riding)).then(({ rows, length, range: found }) => {
        asked.resolve({ rows, length });
        if (riding) void (found ? riding.resolve(found) : readRange(riding));
      }, (error: unknown) => {
        asked.reject(error);
        riding?.reject(error);
      });
    if (!facets) return void (page && readPage(page));
    const together = page && page.staff === facets.staff && viewKey(page.query) === viewKey(facets.query) ? page : undefined;
    if (page && !together) void readPage(page);
    // Counted here (not kept nor being counted by another request) with the page: one statement for both
    let both: PageWithFacets | undefined;
    const count = together ? async () => (both = await pageWithFacets(em, together.query, together.staff, together.fields)).facets : () => this.facets(em, facets.query, facets.staff);
    try {
      facets.resolve(await this.memo.facets(facets.query, facets.staff, count));
    } catch (error) {
      facets.reject(error);
      together?.reject(error);
      return;
    }
    if (together) void (both ? together.resolve(both.page) : readPage(together));
  }

  /** A view's facets from the memo, or counted and kept there. */
  private remembered(em: EntityManager, query: FacetQuery, staff: boolean): Promise<ProductFacets> {
    return this.memo.facets(query, staff, () => this.facets(em, query, staff));
  }
}
