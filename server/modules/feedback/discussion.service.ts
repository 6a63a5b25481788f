import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductService } from '../catalogue/product.service.js';
import type { Context } from '../../core/context.js';
import { badInput, forbidden, notFound } from '../../core/errors.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import { authorizeOwner, can } from '../../core/permissions.js';
import { id as idSchema, parse } from '../../core/validation.js';
import { threadBulkBody } from './feedback.inputs.js';
import { readThreads, type ThreadFilter, type ThreadView } from './discussion-read.js';
import type { Discussion } from './discussions.js';

/** What the catalogue offers feedback: a product's rating recomputed from its published reviews. */
export type ProductRatings = Pick<ProductService, 'refreshRating'>;

/** What a bulk hide or show did: the threads changed (or already so), and the ones left with the reason. */
export interface ThreadBulkResult {
  done: number[];
  failed: { id: number; message: string }[];
}

/** A review or question of the demo shop (SEED=demo), with its comments: who wrote what, on which product. */
export interface DemoThread {
  productId: number;
  userId: number;
  text: string;
  /** Reviews only. */
  rating?: number;
  showOnMain?: boolean;
  comments: { userId: number; text: string }[];
}

/**
 * Reviews or questions (one instance each): anyone reads them, signed-in users write them, authors
 * edit and delete their own and staff anyone's; only staff put a review on the home page or hide
 * one (it stays, seen by its author and staff only). A review keeps its product's rating and review
 * count — of the published ones — true in the same transaction.
 */
export class DiscussionService {
  constructor(
    private readonly d: Discussion,
    /** The catalogue's keeper of a product's rating and review count. */
    private readonly ratings: ProductRatings,
  ) {}

  list(ctx: Context, input: unknown): Promise<Page<ThreadView>> {
    const query = parse(this.d.query, withoutBlanks(input)) as unknown as ThreadFilter;
    return readThreads(ctx.em, this.d, query, this.reader(ctx));
  }

  /** One thread with everything (`merge`); a hidden one is 404 to all but its author and staff. */
  async get(ctx: Context, id: unknown): Promise<ThreadView> {
    const { rows } = await readThreads(ctx.em, this.d, { id: parse(idSchema, id), merge: true, limit: 1, offset: 0 }, this.reader(ctx));
    if (!rows.length) throw notFound();
    return rows[0];
  }

  private reader(ctx: Context) {
    return { actorId: ctx.actor?.id ?? null, moderator: can(ctx.actor, 'feedback.moderate') };
  }

  async create(ctx: Context, input: unknown): Promise<ThreadView> {
    const { productId, showOnMain, published, ...fields } = parse(this.d.body, input) as { productId: number; showOnMain?: boolean; published?: boolean };
    if ((showOnMain || published === false) && !can(ctx.actor, 'feedback.moderate')) throw forbidden();
    const id = await ctx.em.transactional(async (em) => {
      const [product] = await em.execute('SELECT id FROM product WHERE id = ? AND (available OR ?)', [productId, can(ctx.actor, 'feedback.moderate')]);
      if (!product) throw badInput({ productId: 'Товар не найден' });
      const thread = em.create(this.d.entity as never, { ...fields, ...(showOnMain === undefined ? {} : { showOnMain }), ...(published === undefined ? {} : { published }), product: productId, user: ctx.actor!.id } as never) as { id: number };
      await em.flush();
      await this.rateProduct(em, productId);
      return thread.id;
    });
    return this.get(ctx, id);
  }

  async update(ctx: Context, id: unknown, input: unknown): Promise<ThreadView> {
    const changes = parse(this.d.updateBody, input) as { showOnMain?: boolean; published?: boolean };
    const threadId = await ctx.em.transactional(async (em) => {
      const thread = await this.owned(ctx, em, id);
      const moderated = (['showOnMain', 'published'] as const).some((field) => changes[field] !== undefined && changes[field] !== thread[field]);
      if (moderated && !can(ctx.actor, 'feedback.moderate')) throw forbidden();
      em.assign(thread, changes);
      await em.flush();
      await this.rateProduct(em, thread.product.id);
      return thread.id;
    });
    return this.get(ctx, threadId);
  }

  /**
   * Hides or shows several threads at once (staff), each as one `update` would: its own savepoint,
   * audited as the caller's change, the product's rating kept true. Unknown ids are named in `failed`.
   */
  async bulk(ctx: Context, input: unknown): Promise<ThreadBulkResult> {
    const { ids, action } = parse(threadBulkBody, input);
    if (!can(ctx.actor, 'feedback.moderate')) throw forbidden();
    const published = action === 'show';
    const unique = [...new Set(ids)];
    const done = new Set<number>();
    await ctx.em.transactional(async (em) => {
      for (const id of unique) {
        await em.transactional(async (savepoint) => {
          const thread = (await savepoint.findOne(this.d.entity as never, id)) as { id: number; product: { id: number }; published: boolean } | null;
          if (!thread) return;
          if (thread.published !== published) {
            savepoint.assign(thread, { published } as never);
            await savepoint.flush();
            await this.rateProduct(savepoint, thread.product.id);
          }
          done.add(id);
        });
      }
    });
    const missing = this.d.name === 'review' ? 'Отзыв не найден' : 'Вопрос не найден';
    return { done: unique.filter((id) => done.has(id)), failed: unique.filter((id) => !done.has(id)).map((id) => ({ id, message: missing })) };
  }

  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    return ctx.em.transactional(async (em) => {
      const thread = await this.owned(ctx, em, id);
      await em.remove(thread).flush();
      await this.rateProduct(em, thread.product.id);
      return { id: thread.id };
    });
  }

  /** The demo shop's threads with their comments, as their authors wrote them, in the caller's transaction; their products are rated once all are written. */
  async addDemoThreads(em: EntityManager, threads: readonly DemoThread[]): Promise<void> {
    for (const { productId, userId, comments, ...fields } of threads) {
      const thread = em.create(this.d.entity as never, { ...fields, product: productId, user: userId, commentCount: comments.length } as never);
      for (const comment of comments) em.create(this.d.commentEntity as never, { text: comment.text, user: comment.userId, [this.d.name]: thread } as never);
    }
    await em.flush();
    for (const productId of new Set(threads.map((thread) => thread.productId))) await this.rateProduct(em, productId);
  }

  /** The thread if the caller wrote it or is staff; 404 if there is none, 403 if it is someone else's. */
  private async owned(ctx: Context, em: EntityManager, id: unknown) {
    const thread = (await em.findOne(this.d.entity as never, parse(idSchema, id))) as { id: number; user: { id: number }; product: { id: number }; showOnMain?: boolean; published: boolean } | null;
    if (!thread) throw notFound();
    authorizeOwner(ctx.actor, thread.user.id, 'feedback.moderate');
    return thread;
  }

  private async rateProduct(em: EntityManager, productId: number): Promise<void> {
    if (this.d.ratesProduct) await this.ratings.refreshRating(em, productId);
  }
}
