import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { badInput, notFound } from '../../core/errors.js';
import { withoutBlanks, type Page } from '../../core/list.js';
import { authorizeOwner } from '../../core/permissions.js';
import { id as idSchema, parse } from '../../core/validation.js';
import { commentUpdateBody } from './feedback.inputs.js';
import { readComments, type CommentView } from './discussion-read.js';
import type { Discussion } from './discussions.js';

/** Comments under reviews or answers under questions (one instance each); the thread's comment count follows them. */
export class CommentService {
  constructor(private readonly d: Discussion) {}

  list(ctx: Context, input: unknown): Promise<Page<CommentView>> {
    const { [this.d.threadField]: threadId, ...rest } = parse(this.d.commentQuery, withoutBlanks(input)) as Record<string, number>;
    return readComments(ctx.em, this.d, { ...rest, threadId } as Parameters<typeof readComments>[2], ctx.actor?.id ?? null);
  }

  async get(ctx: Context, id: unknown): Promise<CommentView> {
    const { rows } = await readComments(ctx.em, this.d, { id: parse(idSchema, id), limit: 1, offset: 0 }, ctx.actor?.id ?? null);
    if (!rows.length) throw notFound();
    return rows[0];
  }

  async create(ctx: Context, input: unknown): Promise<CommentView> {
    const { [this.d.threadField]: threadId, text } = parse(this.d.commentBody, input) as Record<string, never>;
    const id = await ctx.em.transactional(async (em) => {
      const [thread] = await em.execute(`SELECT id FROM ${this.d.table} WHERE id = ? FOR UPDATE`, [threadId]);
      if (!thread) throw badInput({ [this.d.threadField]: this.d.name === 'review' ? 'Отзыв не найден' : 'Вопрос не найден' });
      const comment = em.create(this.d.commentEntity as never, { text, [this.d.name]: threadId, user: ctx.actor!.id } as never) as { id: number };
      await em.flush();
      await this.count(em, threadId);
      return comment.id;
    });
    return this.get(ctx, id);
  }

  async update(ctx: Context, id: unknown, input: unknown): Promise<CommentView> {
    const { text } = parse(commentUpdateBody, input);
    const comment = await this.owned(ctx, ctx.em, id);
    comment.text = text;
    await ctx.em.flush();
    return this.get(ctx, comment.id);
  }

  async remove(ctx: Context, id: unknown): Promise<{ id: number }> {
    return ctx.em.transactional(async (em) => {
      const comment = await this.owned(ctx, em, id);
      const threadId = (comment as unknown as Record<string, { id: number }>)[this.d.name].id;
      await em.remove(comment).flush();
      await this.count(em, threadId);
      return { id: comment.id };
    });
  }

  private async owned(ctx: Context, em: EntityManager, id: unknown) {
    const comment = (await em.findOne(this.d.commentEntity as never, parse(idSchema, id))) as { id: number; text: string; user: { id: number } } | null;
    if (!comment) throw notFound();
    authorizeOwner(ctx.actor, comment.user.id, 'feedback.moderate');
    return comment;
  }

  private async count(em: EntityManager, threadId: number): Promise<void> {
    await em.execute(`UPDATE ${this.d.table} SET comment_count = (SELECT count(*) FROM ${this.d.commentTable} WHERE ${this.d.threadColumn} = ?) WHERE id = ?`, [threadId, threadId]);
  }
}
