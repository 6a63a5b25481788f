import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../core/context.js';
import { duplicate, forbidden, notFound, OWN_REVIEW_MESSAGE } from '../../core/errors.js';
import { authorizeOwner } from '../../core/permissions.js';
import { id as idSchema, parse } from '../../core/validation.js';
import type { z } from 'zod';
import type { ReactionView } from './discussion-read.js';
import { questions, reviews, type Discussion } from './discussions.js';
import type { ReactionType } from './feedback.entities.js';
import { questionCommentReactionBody, questionReactionBody, reactionType, reviewCommentReactionBody, reviewReactionBody } from './feedback.inputs.js';

/** What a reaction can point at: a review, a question, or a comment under one. */
export interface ReactionTarget {
  kind: 'review' | 'reviewComment' | 'question' | 'questionComment';
  discussion: Discussion;
  comment: boolean;
  /** The body's field naming the target (`reviewId`, `commentId`…). */
  field: string;
  body: z.ZodObject;
}

export const reactionTargets = {
  review: { kind: 'review', discussion: reviews, comment: false, field: 'reviewId', body: reviewReactionBody },
  reviewComment: { kind: 'reviewComment', discussion: reviews, comment: true, field: 'commentId', body: reviewCommentReactionBody },
  question: { kind: 'question', discussion: questions, comment: false, field: 'questionId', body: questionReactionBody },
  questionComment: { kind: 'questionComment', discussion: questions, comment: true, field: 'commentId', body: questionCommentReactionBody },
} satisfies Record<string, ReactionTarget>;

export interface ReactionCounts {
  likes: number;
  dislikes: number;
  myReaction: ReactionType | null;
}

const table = (t: ReactionTarget) => (t.comment ? t.discussion.commentTable : t.discussion.table);
/** The SQL condition "this reaction is on target ?" for the reactions' table aliased `x`. */
const onTarget = (t: ReactionTarget) => (t.comment ? `x.${t.discussion.commentColumn} = ?` : `x.${t.discussion.threadColumn} = ? AND x.${t.discussion.commentColumn} IS NULL`);

const reactionColumns = `id, user_id AS "userId", reaction, review_id AS "reviewId", coalesce(review_comment_id, question_comment_id) AS "commentId", question_id AS "questionId"`;

/**
 * Likes and dislikes. Each change locks its target's row, so one user's concurrent clicks are
 * applied one after another, and the unique indexes make a second reaction impossible anyway; the
 * target's like and dislike counts are recounted in the same transaction.
 */
export class ReactionService {
  /** SPEC §4: the same reaction again removes it, the opposite replaces it, none adds it. */
  toggle(ctx: Context, target: ReactionTarget, targetId: unknown, reaction: unknown): Promise<ReactionCounts> {
    const id = parse(idSchema, targetId);
    const wanted = parse(reactionType, reaction);
    return ctx.em.transactional(async (em) => {
      const threadId = await this.lock(ctx, em, target, id);
      const [existing] = await em.execute<{ id: number; reaction: ReactionType }[]>(`SELECT x.id, x.reaction FROM reaction x WHERE x.user_id = ? AND ${onTarget(target)}`, [ctx.actor!.id, id]);
      if (existing?.reaction === wanted) await em.execute('DELETE FROM reaction WHERE id = ?', [existing.id]);
      else if (existing) await em.execute('UPDATE reaction SET reaction = ?, updated_at = now() WHERE id = ?', [wanted, existing.id]);
      else await this.insert(em, target, ctx.actor!.id, id, threadId, wanted);
      const counts = await this.recount(em, target, id);
      return { ...counts, myReaction: existing?.reaction === wanted ? null : wanted };
    });
  }

  /** REST: adds a reaction; any reaction of the caller's already there → 409. The caller is the user, whatever the body says. */
  add(ctx: Context, target: ReactionTarget, input: unknown): Promise<ReactionView> {
    const body = parse(target.body, input) as Record<string, unknown>;
    const id = body[target.field] as number;
    return ctx.em.transactional(async (em) => {
      const threadId = await this.lock(ctx, em, target, id);
      const [existing] = await em.execute(`SELECT x.id FROM reaction x WHERE x.user_id = ? AND ${onTarget(target)}`, [ctx.actor!.id, id]);
      if (existing) throw duplicate();
      const reactionId = await this.insert(em, target, ctx.actor!.id, id, threadId, body.reaction as ReactionType);
      await this.recount(em, target, id);
      const [view] = await em.execute<ReactionView[]>(`SELECT ${reactionColumns} FROM reaction WHERE id = ?`, [reactionId]);
      return view;
    });
  }

  /** REST: removes a reaction by its id: its owner, or staff. */
  remove(ctx: Context, target: ReactionTarget, reactionId: unknown): Promise<{ id: number }> {
    const id = parse(idSchema, reactionId);
    const column = target.comment ? target.discussion.commentColumn : target.discussion.threadColumn;
    return ctx.em.transactional(async (em) => {
      const [reaction] = await em.execute<{ userId: number; targetId: number }[]>(
        `SELECT x.user_id AS "userId", x.${column} AS "targetId" FROM reaction x WHERE x.id = ? AND ${onTarget(target).replace('= ?', 'IS NOT NULL')}`,
        [id],
      );
      if (!reaction) throw notFound();
      authorizeOwner(ctx.actor, reaction.userId, 'feedback.moderate');
      await em.execute(`SELECT id FROM ${table(target)} WHERE id = ? FOR UPDATE`, [reaction.targetId]);
      await em.execute('DELETE FROM reaction WHERE id = ?', [id]);
      await this.recount(em, target, reaction.targetId);
      return { id };
    });
  }

  /** Locks the target's row and returns its thread's id; refuses a reaction to one's own review. */
  private async lock(ctx: Context, em: EntityManager, target: ReactionTarget, id: number): Promise<number> {
    const threadOf = target.comment ? target.discussion.threadColumn : 'id';
    const [row] = await em.execute<{ userId: number; threadId: number }[]>(`SELECT user_id AS "userId", ${threadOf} AS "threadId" FROM ${table(target)} WHERE id = ? FOR UPDATE`, [id]);
    if (!row) throw notFound();
    if (target.kind === 'review' && row.userId === ctx.actor!.id) throw forbidden(OWN_REVIEW_MESSAGE);
    return row.threadId;
  }

  private async insert(em: EntityManager, target: ReactionTarget, userId: number, id: number, threadId: number, reaction: ReactionType): Promise<number> {
    const d = target.discussion;
    const [row] = await em.execute<{ id: number }[]>(
      `INSERT INTO reaction (user_id, reaction, ${d.threadColumn}${target.comment ? `, ${d.commentColumn}` : ''}) VALUES (?, ?, ?${target.comment ? ', ?' : ''}) RETURNING id`,
      [userId, reaction, threadId, ...(target.comment ? [id] : [])],
    );
    return row.id;
  }

  private async recount(em: EntityManager, target: ReactionTarget, id: number): Promise<{ likes: number; dislikes: number }> {
    const count = (type: ReactionType) => `(SELECT count(*) FROM reaction x WHERE ${onTarget(target).replace('?', 't.id')} AND x.reaction = '${type}')`;
    const [row] = await em.execute<{ likes: number; dislikes: number }[]>(
      `UPDATE ${table(target)} t SET likes = ${count('Like')}, dislikes = ${count('Dislike')} WHERE t.id = ? RETURNING likes, dislikes`,
      [id],
    );
    return row;
  }
}
