import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { badInput, notFound } from '../../core/errors.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import { authorizeOwner, can } from '../../core/permissions.js';
import { parse } from '../../core/validation.js';
import type { ProductService } from '../catalogue/product.service.js';
import type { ProductView } from '../catalogue/product-view.types.js';
import { User } from '../identity/user.entity.js';
import { Wishlist } from './wishlist.entity.js';
import { wishlistBody, wishlistId, wishlistQuery, wishlistUpdateBody } from './wishlist.inputs.js';
import { isoTime } from '../../core/sql.js';

export interface WishlistView {
  id: string;
  userId: number | null;
  products: ProductView[];
  createdAt: string;
  updatedAt: string;
}

interface WishlistRow {
  id: string;
  userId: number | null;
  productIds: number[];
  createdAt: string;
  updatedAt: string;
}

const wishlistColumns = `w.id, w.user_id AS "userId", ${isoTime('w.created_at')} AS "createdAt", ${isoTime('w.updated_at')} AS "updatedAt",
  coalesce((SELECT array_agg(i.product_id ORDER BY i.position, i.id) FROM wishlist_item i WHERE i.wishlist_id = w.id), '{}') AS "productIds"`;

/**
 * Wishlists: made by anyone, used by whoever holds the UUID until a customer owns one, then by that
 * customer and staff only. Like a basket, a customer's wishlist follows them: the first use of an
 * anonymous one after signing in makes it theirs and takes in the products of their older one.
 * Shoppers see only the products on sale; the others stay listed.
 */
export class WishlistService {
  /** `catalogue`: the products as the catalogue shows them to the asker. */
  constructor(private readonly catalogue: ProductService) {}

  /** A new wishlist; a signed-in customer who already has one gets theirs back, with these products added. */
  async create(ctx: Context, input: unknown): Promise<WishlistView> {
    const { productIds } = parse(wishlistBody, input);
    const customer = ctx.actor?.role === 'User' ? ctx.actor.id : null;
    const id = await ctx.em.transactional(async (em) => {
      const [existing] = customer ? await em.execute<{ id: string }[]>('SELECT id FROM wishlist WHERE user_id = ? ORDER BY updated_at DESC LIMIT 1', [customer]) : [];
      const wishlist = existing ?? em.create(Wishlist, { user: customer ? em.getReference(User, customer) : null });
      await em.flush();
      await this.append(em, wishlist.id, productIds);
      return wishlist.id;
    });
    return this.view(ctx, id);
  }

  async get(ctx: Context, id: unknown): Promise<WishlistView> {
    return this.view(ctx, await this.open(ctx, id));
  }

  /** Replaces the whole list, in the order given. */
  async update(ctx: Context, id: unknown, input: unknown): Promise<WishlistView> {
    const wishlist = await this.open(ctx, id);
    const { productIds } = parse(wishlistUpdateBody, input);
    await ctx.em.transactional(async (em) => {
      await em.execute('DELETE FROM wishlist_item WHERE wishlist_id = ?', [wishlist]);
      await this.append(em, wishlist, productIds);
    });
    return this.view(ctx, wishlist);
  }

  async remove(ctx: Context, id: unknown): Promise<{ id: string }> {
    const wishlist = await this.open(ctx, id);
    await ctx.em.execute('DELETE FROM wishlist WHERE id = ?', [wishlist]);
    return { id: wishlist };
  }

  /** The wishlist's products as a catalogue page (SPEC §7 `wishlistProducts`). */
  async products(ctx: Context, id: unknown): Promise<Page<ProductView>> {
    const { products } = await this.get(ctx, id);
    return { rows: products, length: products.length };
  }

  /** Own wishlists; staff see anyone's (`userId`) or all. */
  async list(ctx: Context, input: unknown): Promise<Page<WishlistView>> {
    const { userId, limit, offset, sortBy, orderBy } = parse(wishlistQuery, withoutBlanks(input));
    const owner = can(ctx.actor, 'wishlist.manage') ? userId : ctx.actor!.id;
    const where = owner ? 'WHERE w.user_id = ?' : '';
    const rows = await ctx.em.execute<(WishlistRow & { length: number })[]>(
      `SELECT ${wishlistColumns}, count(*) OVER ()::int AS length FROM wishlist w ${where} ORDER BY w.${sortBy === 'createdAt' ? 'created_at' : 'updated_at'} ${orderBy}, w.id LIMIT ? OFFSET ?`,
      [...(owner ? [owner] : []), limit, offset],
    );
    const products = await this.catalogue.byIds(ctx, [...new Set(rows.flatMap((row) => row.productIds))]);
    return { rows: rows.map((row) => this.assemble(row, products)), length: rows[0]?.length ?? 0 };
  }

  /** Adds products after the ones already listed; unknown products are refused, repeats ignored. */
  private async append(em: EntityManager, id: string, productIds: number[]): Promise<void> {
    if (!productIds.length) return;
    const unique = [...new Set(productIds)];
    const known = await em.execute<{ id: number }[]>('SELECT id FROM product WHERE id = ANY(?::int[])', [`{${unique.join(',')}}`]);
    const missing = unique.filter((productId) => !known.some((row) => row.id === productId));
    if (missing.length) throw badInput({ productIds: `Товар не найден: ${missing.join(', ')}` });
    await em.execute(
      `INSERT INTO wishlist_item (wishlist_id, product_id, position)
       SELECT ?, chosen.id, coalesce((SELECT max(position) FROM wishlist_item WHERE wishlist_id = ?), 0) + chosen.position
       FROM unnest(?::int[]) WITH ORDINALITY AS chosen(id, position)
       ON CONFLICT (wishlist_id, product_id) DO NOTHING`,
      [id, id, `{${unique.join(',')}}`],
    );
    await em.execute('UPDATE wishlist SET updated_at = now() WHERE id = ?', [id]);
  }

  /**
   * The wishlist's id, claimed for the signed-in customer if it was anonymous. An anonymous wishlist is
   * anyone's who holds the UUID; a customer's is only theirs and staff's (401 unsigned, 403 others).
   */
  private async open(ctx: Context, input: unknown): Promise<string> {
    const id = parse(wishlistId, input);
    const [row] = await ctx.em.execute<{ userId: number | null }[]>('SELECT user_id AS "userId" FROM wishlist WHERE id = ?', [id]);
    if (!row) throw notFound();
    let { userId } = row;
    if (userId === null && ctx.actor?.role === 'User') userId = await this.claim(ctx.em, id, ctx.actor.id);
    if (userId !== null) authorizeOwner(ctx.actor, userId, 'wishlist.manage');
    return id;
  }

  /** Makes an anonymous wishlist the customer's and takes in their older one's products. Returns the owner. */
  private claim(em: EntityManager, id: string, userId: number): Promise<number | null> {
    return em.transactional(async (tx) => {
      const claimed = await tx.execute('UPDATE wishlist SET user_id = ?, updated_at = now() WHERE id = ? AND user_id IS NULL RETURNING id', [userId, id]);
      if (!claimed.length) return (await tx.execute<{ userId: number | null }[]>('SELECT user_id AS "userId" FROM wishlist WHERE id = ?', [id]))[0].userId;
      const older = await tx.execute<{ productId: number }[]>(
        `SELECT i.product_id AS "productId" FROM wishlist_item i JOIN wishlist w ON w.id = i.wishlist_id
         WHERE w.user_id = ? AND w.id <> ? ORDER BY w.updated_at, i.position`,
        [userId, id],
      );
      await tx.execute('DELETE FROM wishlist WHERE user_id = ? AND id <> ?', [userId, id]);
      await this.append(tx, id, older.map((row) => row.productId));
      return userId;
    });
  }

  private async view(ctx: Context, id: string): Promise<WishlistView> {
    const [row] = await ctx.em.execute<WishlistRow[]>(`SELECT ${wishlistColumns} FROM wishlist w WHERE w.id = ?`, [id]);
    if (!row) throw notFound();
    return this.assemble(row, await this.catalogue.byIds(ctx, row.productIds));
  }

  private assemble(row: WishlistRow, products: ProductView[]): WishlistView {
    const byId = new Map(products.map((product) => [product.id, product]));
    const { productIds, ...wishlist } = row;
    return { ...wishlist, products: productIds.flatMap((productId) => byId.get(productId) ?? []) };
  }
}
