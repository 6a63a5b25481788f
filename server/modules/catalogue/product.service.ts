import type { EntityManager } from '@mikro-orm/postgresql';
import slugify from '@sindresorhus/slugify';
import type { z } from 'zod';
import type { Context } from '../../core/context.js';
import { againWhenCrossed, badInput, duplicate, isRefusal, notFound, refuseStale, Stale, toAppError, type FieldErrors } from '../../core/errors.js';
import { withoutBlanks } from '../../core/list.js';
import { can } from '../../core/permissions.js';
import { id as idSchema, parse } from '../../core/validation.js';
import { Brand } from './brand.entity.js';
import { Category } from './category.entity.js';
import { Color } from './color.entity.js';
import { ProductBulk, type ProductBulkResult } from './product-bulk.js';
import { productBulkBody, variantPatchBody } from './product-bulk.inputs.js';
import { CatalogueRequests } from './catalogue-requests.js';
import { FacetMemo } from './facet-memo.js';
import { refreshDerived } from './product-derived.js';
import { nameStockReason } from './stock.service.js';
import { lockProducts } from './product-locks.js';
import { ProductCatalogue } from './product-catalogue.js';
import type { ProductView, VariantView } from './product-view.types.js';
import { facetQuery, priceRangeQuery, productBody, productQuery, suggestQuery } from './product.inputs.js';
import { suggest, type Suggestions } from './search-suggest.js';
import { correctSearch } from './search-correction.js';
import { productFacets, type ProductFacets } from './product-facets.js';
import { Product, ProductVariant } from './product.entities.js';
import { Size } from './size.entity.js';
import { Tag } from './tag.entity.js';
import { recordedAs } from '../../core/audit-scope.js';

type ProductBody = z.output<typeof productBody>;

const union = (...lists: ((number | null | undefined)[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []).filter((id): id is number => typeof id === 'number'))];

const rubles = (value: number | null | undefined) => (value === null || value === undefined ? null : value.toFixed(2));

/** The chosen variant's words and the picture of its colour (CONTRACT §19). */
export interface VariantLook {
  sizeName: string | null;
  colorName: string | null;
  image: string | null;
}

/**
 * A variant as a basket or an order shows it (CONTRACT §19), as SQL columns over `product_variant v`
 * and `product p`: its size and colour words and the picture of its colour — its own first
 * picture, else that of another variant of the same colour, else the product's.
 */
export const variantLookColumns = `(SELECT name FROM size WHERE id = v.size_id) AS "sizeName", (SELECT name FROM color WHERE id = v.color_id) AS "colorName",
  COALESCE(v.images->>0, (SELECT o.images->>0 FROM product_variant o WHERE o.product_id = v.product_id AND o.color_id IS NOT DISTINCT FROM v.color_id
    AND jsonb_array_length(o.images) > 0 ORDER BY o.id LIMIT 1), p.images->>0) AS image`;

/** Products and their variants: the catalogue's lists and pages, and the staff's edits. */
export class ProductService {
  private readonly catalogue = new ProductCatalogue();
  private readonly requests: CatalogueRequests;
  private readonly bulkActions = new ProductBulk();

  constructor(memo = new FacetMemo(undefined, 0)) {
    this.requests = new CatalogueRequests(
      (em, query, staff, fields, withRange) => this.catalogue.page(em, query, staff, fields, withRange),
      productFacets,
      (em, query) => this.catalogue.priceRange(em, query),
      memo,
    );
  }

  /** A catalogue page: every filter of SPEC §7, sorted, paged by `page` and `limit`; `fields`: the product fields to fill (all by default). */
  list(ctx: Context, input: unknown, fields?: ReadonlySet<string>): Promise<{ rows: ProductView[]; length: number }> {
    return this.requests.askPage(ctx.em, parse(productQuery, withoutBlanks(input)), this.isStaff(ctx), fields);
  }

  async get(ctx: Context, id: unknown): Promise<ProductView> {
    return this.found(await this.catalogue.one(ctx.em, { id: parse(idSchema, id) }, this.isStaff(ctx)));
  }

  async byUrl(ctx: Context, url: string): Promise<ProductView> {
    return this.found(await this.catalogue.one(ctx.em, { url }, this.isStaff(ctx)));
  }

  /** Products by id in the order given (a wishlist); shoppers see only those on sale, unknown ids are left out. */
  byIds(ctx: Context, ids: readonly number[]): Promise<ProductView[]> {
    return this.catalogue.byIds(ctx.em, ids, this.isStaff(ctx));
  }

  /** The brands, colours, sizes and tags of a catalogue view with their counts, its price range and how many are in stock. */
  facets(ctx: Context, input: unknown): Promise<ProductFacets> {
    return this.requests.askFacets(ctx.em, parse(facetQuery, withoutBlanks(input)), this.isStaff(ctx));
  }

  /** Products, categories and brands for the text a shopper is typing into the search. */
  suggest(ctx: Context, input: unknown): Promise<Suggestions> {
    return suggest(ctx.em, parse(suggestQuery, input).q);
  }

  /** «Возможно, вы искали»: the search text with its unknown words corrected, or null. */
  async correction(ctx: Context, input: unknown): Promise<{ correction: string | null }> {
    const { q } = parse(suggestQuery, input);
    return { correction: await correctSearch(ctx.em, q) };
  }

  priceRange(ctx: Context, input: unknown): Promise<{ minPrice: number; maxPrice: number }> {
    return this.requests.askPriceRange(ctx.em, parse(priceRangeQuery, withoutBlanks(input)));
  }

  async create(ctx: Context, input: unknown): Promise<ProductView> {
    const body = parse(productBody, input);
    const id = await this.save(ctx, async (em) => {
      const product = em.create(Product, { name: body.name, url: body.url ?? slugify(body.name), category: body.categoryId });
      await this.apply(em, product, body, true);
      return product;
    });
    return this.get(ctx, id);
  }

  /** Replaces the product's fields and its whole list of variants: a variant left out is removed. */
  async update(ctx: Context, id: unknown, input: unknown): Promise<ProductView> {
    const productId = parse(idSchema, id);
    const body = parse(productBody.partial(), input);
    await this.save(ctx, async (em) => {
      await lockProducts(em, { products: [productId] });
      const product = await em.findOne(Product, productId, { populate: ['productVariants', 'colors', 'sizes', 'tags'] });
      if (!product) throw notFound();
      await this.refuseStale(ctx, product, body);
      await this.apply(em, product, body, false);
      return product;
    });
    return this.get(ctx, productId);
  }

  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    const productId = parse(idSchema, id);
    const deleted = await ctx.em.nativeDelete(Product, productId).catch((error) => {
      throw toAppError(error);
    });
    if (!deleted) throw notFound();
    return { id: productId };
  }

  /** Hides, shows, moves or deletes up to 1000 products; says which were done and why the others were not. */
  bulk(ctx: Context, input: unknown): Promise<ProductBulkResult> {
    const body = parse(productBulkBody, input);
    return recordedAs('bulk', () => this.bulkActions.run(ctx.em, body));
  }

  /** Changes one variant's stock or prices in place (inline editing in the staff's list); the product's price and stock follow. */
  async updateVariant(ctx: Context, id: unknown, input: unknown): Promise<VariantView> {
    const variantId = parse(idSchema, id);
    const { price, oldPrice, stock, version } = parse(variantPatchBody, input);
    const productId = await this.save(ctx, async (em) => {
      await lockProducts(em, { variants: [variantId] });
      const variant = await em.findOne(ProductVariant, { id: variantId, hidden: false });
      if (!variant) throw notFound();
      await refuseStale(version, variant.version, async () => (await this.get(ctx, variant.product.id)).productVariants.find((one) => one.id === variantId));
      if (price !== undefined) variant.price = rubles(price)!;
      if (oldPrice !== undefined) variant.oldPrice = rubles(oldPrice);
      if (stock !== undefined) variant.stock = stock;
      return variant.product.unwrap();
    });
    return (await this.get(ctx, productId)).productVariants.find((variant) => variant.id === variantId)!;
  }

  /**
   * Keeps a product's rating and review count true to its published reviews, in the caller's
   * transaction (the feedback module calls it when a review is written, moderated or removed).
   */
  async refreshRating(em: EntityManager, productId: number): Promise<void> {
    await em.execute(
      `UPDATE product SET rating = coalesce((SELECT round(avg(rating), 2) FROM review WHERE product_id = ? AND published), 0),
              review_count = (SELECT count(*) FROM review WHERE product_id = ? AND published) WHERE id = ?`,
      [productId, productId, productId],
    );
  }

  /** Spreads the demo catalogue's products (SEED=demo) over the last 90 days with some popularity, so «Новинки» and «Популярные» differ. */
  async backdateDemoProducts(em: EntityManager): Promise<void> {
    await em.execute(`UPDATE product SET popularity = (id * 7919) % 500, created_at = now() - ((id * 37) % 90) * interval '1 day'`);
  }

  /**
   * Refuses a product's change based on older versions (CONTRACT §17): the product's own, or any
   * variant's it names; 409 STALE with the product as it is now, and nothing written.
   */
  private async refuseStale(ctx: Context, product: Product, body: Partial<ProductBody>): Promise<void> {
    const stored = new Map(product.productVariants.getItems().map((variant) => [variant.id, variant.version]));
    const outdated = body.productVariants?.some((variant) => variant.id !== undefined && variant.version !== undefined && stored.get(variant.id) !== variant.version);
    if (outdated || (body.version !== undefined && body.version !== product.version)) throw new Stale(await this.get(ctx, product.id));
  }

  private isStaff(ctx: Context): boolean {
    return can(ctx.actor, 'product.create');
  }

  private found(product: ProductView | null): ProductView {
    if (!product) throw notFound();
    return product;
  }

  /**
   * Runs a change in one transaction (again, if it crossed another), recomputes the product's price and stock, and turns taken urls and SKUs into 409s.
   * Stock changed here is staff's own (`manual`), unless the caller's transaction named its reason (a spreadsheet import).
   */
  private async save(ctx: Context, change: (em: EntityManager) => Promise<Product>): Promise<number> {
    try {
      return await againWhenCrossed(() =>
        ctx.em.transactional(async (em) => {
          await nameStockReason(em, 'manual', { unlessNamed: true });
          const product = await change(em);
          await em.flush();
          await refreshDerived(em, [product.id]);
          return product.id;
        }),
      );
    } catch (error) {
      const appError = toAppError(error);
      if (!isRefusal(appError) || appError instanceof Stale) throw appError;
      const constraint = String((error as { constraint?: string }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint ?? '');
      throw constraint.includes('sku') ? duplicate('sku', 'Такой артикул уже есть') : constraint.includes('url') ? duplicate('url', 'Такой адрес уже занят') : duplicate();
    }
  }

  private async apply(em: EntityManager, product: Product, body: Partial<ProductBody>, creating: boolean): Promise<void> {
    await this.checkReferences(em, body);
    const { productVariants, colorIds, sizeIds, tagIds, brandId, categoryId, images, parameters, version: _version, ...fields } = body;
    em.assign(product, fields);
    if (images) product.images = images;
    if (parameters) product.parameters = parameters;
    if (brandId !== undefined) product.brand = brandId === null ? null : em.getReference(Brand, brandId, { wrapped: true });
    if (categoryId !== undefined) product.category = em.getReference(Category, categoryId, { wrapped: true });
    if (productVariants) await this.replaceVariants(em, product, productVariants, creating);
    // A product's colors and sizes are the ones named plus those of its variants; a new list of
    // variants without named ones leaves just the variants'.
    const variants = productVariants ?? product.productVariants.getItems().map((v) => ({ colorId: v.color?.id, sizeId: v.size?.id }));
    if (colorIds || productVariants) product.colors.set(union(colorIds, variants.map((v) => v.colorId)).map((id) => em.getReference(Color, id)));
    if (sizeIds || productVariants) product.sizes.set(union(sizeIds, variants.map((v) => v.sizeId)).map((id) => em.getReference(Size, id)));
    if (tagIds) product.tags.set(tagIds.map((id) => em.getReference(Tag, id)));
  }

  private async replaceVariants(em: EntityManager, product: Product, variants: ProductBody['productVariants'], creating: boolean): Promise<void> {
    const existing = creating ? new Map<number, ProductVariant>() : new Map(product.productVariants.getItems().filter((v) => !v.hidden).map((v) => [v.id, v]));
    const unknown = variants.filter((v) => v.id !== undefined && !existing.has(v.id)).map((v) => v.id);
    if (unknown.length) throw badInput({ productVariants: `Варианты ${unknown.join(', ')} не принадлежат этому товару` });
    const kept = new Set(variants.flatMap((v) => (v.id ? [v.id] : [])));
    const dropped = [...existing.keys()].filter((id) => !kept.has(id));
    // A variant in a basket or an order is hidden, not deleted: the basket says it is gone, the order keeps it.
    const inBaskets = new Set(
      dropped.length ? (await em.execute<{ id: number }[]>(`SELECT product_variant_id AS id FROM basket_line WHERE product_variant_id IN (${dropped.map(() => '?').join(',')}) UNION SELECT product_variant_id FROM checkout_line WHERE product_variant_id IN (${dropped.map(() => '?').join(',')})`, [...dropped, ...dropped])).map((r) => r.id) : [],
    );
    for (const id of dropped) {
      const variant = existing.get(id)!;
      if (inBaskets.has(id)) em.assign(variant, { hidden: true, sku: `${variant.sku}~${variant.id}` });
      else em.remove(variant);
    }
    for (const { id, sizeId, colorId, price, oldPrice, images, version: _version, ...fields } of variants) {
      const variant = id ? existing.get(id)! : em.create(ProductVariant, { product, sku: fields.sku, price: rubles(price)! });
      em.assign(variant, {
        ...fields,
        price: rubles(price)!,
        oldPrice: rubles(oldPrice),
        ...(images ? { images } : {}),
        size: sizeId ? em.getReference(Size, sizeId) : null,
        color: colorId ? em.getReference(Color, colorId) : null,
      });
    }
    // Deletes before inserts, so a SKU moved from a removed variant to a new one is free again.
    await em.flush();
  }

  /** Every id a body names must exist: an unknown one is a 400 naming the field, not a 500. */
  private async checkReferences(em: EntityManager, body: Partial<ProductBody>): Promise<void> {
    const errors: FieldErrors = {};
    const missing = async (entity: typeof Brand | typeof Category | typeof Color | typeof Size | typeof Tag, ids: number[]) => {
      const unique = [...new Set(ids)];
      if (!unique.length) return [];
      const found = new Set((await em.find(entity as typeof Color, { id: { $in: unique } }, { fields: ['id'] })).map((r) => r.id));
      return unique.filter((id) => !found.has(id));
    };
    const variants = body.productVariants ?? [];
    const checks: [string, typeof Brand | typeof Category | typeof Color | typeof Size | typeof Tag, number[], string][] = [
      ['categoryId', Category, body.categoryId ? [body.categoryId] : [], 'Категория не найдена'],
      ['brandId', Brand, body.brandId ? [body.brandId] : [], 'Бренд не найден'],
      ['colorIds', Color, [...(body.colorIds ?? []), ...variants.flatMap((v) => (v.colorId ? [v.colorId] : []))], 'Не найдены цвета'],
      ['sizeIds', Size, [...(body.sizeIds ?? []), ...variants.flatMap((v) => (v.sizeId ? [v.sizeId] : []))], 'Не найдены размеры'],
      ['tagIds', Tag, body.tagIds ?? [], 'Не найдены теги'],
    ];
    for (const [field, entity, ids, message] of checks) {
      const absent = await missing(entity, ids);
      if (absent.length) errors[field] = field.endsWith('Ids') ? `${message}: ${absent.join(', ')}` : message;
    }
    const skus = variants.map((v) => v.sku.toLowerCase());
    if (new Set(skus).size !== skus.length) errors.productVariants = 'Артикулы вариантов повторяются';
    if (Object.keys(errors).length) throw badInput(errors);
  }
}
