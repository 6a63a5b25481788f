import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../core/list.js';
import type { Discussion } from './discussions.js';
import type { ReactionType } from './feedback.entities.js';
import { isoTime } from '../../core/sql.js';

export interface Author {
  id: number;
  firstName: string;
  lastName: string;
  /** Written by the shop's staff: the storefront marks it as the shop's answer. */
  staff: boolean;
}

export interface ReactionView {
  id: number;
  userId: number;
  reaction: ReactionType;
  reviewId: number | null;
  commentId: number | null;
  questionId: number | null;
}

export interface CommentView {
  id: number;
  userId: number;
  reviewId?: number;
  questionId?: number;
  text: string;
  likes: number;
  dislikes: number;
  myReaction: ReactionType | null;
  createdAt: string;
  updatedAt: string;
  user: Author;
  reactions: ReactionView[];
}

export interface ThreadView {
  id: number;
  userId: number;
  productId: number;
  text: string;
  likes: number;
  dislikes: number;
  commentCount: number;
  myReaction: ReactionType | null;
  createdAt: string;
  updatedAt: string;
  rating?: number;
  images?: string[];
  showOnMain?: boolean;
  published: boolean;
  user?: Author;
  product?: { id: number; name: string; url: string; images: string[] };
  reactions?: ReactionView[];
  comments?: CommentView[];
}

export interface ThreadFilter {
  id?: number;
  productId?: number;
  userId?: number;
  showOnMain?: boolean;
  published?: boolean;
  unanswered?: boolean;
  sort?: string;
  merge?: boolean;
  limit: number;
  offset: number;
}

/** The caller's id written into the SQL: a number from a verified token, or NULL. */
const caller = (actorId: number | null) => (actorId === null ? 'NULL' : String(Math.trunc(actorId)));

const author = (alias: string) => `json_build_object('id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'staff', ${alias}.role <> 'User')`;

const reactionsWhere = (condition: string) => `coalesce((SELECT json_agg(json_build_object(
    'id', x.id, 'userId', x.user_id, 'reaction', x.reaction, 'reviewId', x.review_id,
    'commentId', coalesce(x.review_comment_id, x.question_comment_id), 'questionId', x.question_id) ORDER BY x.id)
  FROM reaction x WHERE ${condition}), '[]')`;

/** A thread's or comment's reaction by the caller, if any. */
const myReaction = (condition: string, actorId: number | null) => `(SELECT x.reaction FROM reaction x WHERE x.user_id = ${caller(actorId)} AND ${condition})`;

/** Comments as JSON, each with its author, reactions and the caller's reaction: for `json_agg` or one row. */
function commentObject(d: Discussion, actorId: number | null): string {
  return `json_build_object('id', c.id, 'userId', c.user_id, '${d.threadField}', c.${d.threadColumn}, 'text', c.text,
    'likes', c.likes, 'dislikes', c.dislikes, 'createdAt', ${isoTime('c.created_at')}, 'updatedAt', ${isoTime('c.updated_at')}, 'user', ${author('cu')},
    'myReaction', ${myReaction(`x.${d.commentColumn} = c.id`, actorId)}, 'reactions', ${reactionsWhere(`x.${d.commentColumn} = c.id`)})`;
}

/**
 * A page of reviews or questions in ONE statement (hidden ones only for their author and staff): counts come from the kept columns; `merge`
 * adds author, product, reactions and comments (with theirs) as JSON built by PostgreSQL.
 */
export async function readThreads(em: EntityManager, d: Discussion, filter: ThreadFilter, { actorId, moderator }: { actorId: number | null; moderator: boolean }): Promise<Page<ThreadView>> {
  const where: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of [['id', 't.id'], ['productId', 't.product_id'], ['userId', 't.user_id'], ['showOnMain', 't.show_on_main'], ['published', 't.published']] as const) {
    if (filter[key] === undefined) continue;
    where.push(`${column} = ?`);
    values.push(filter[key]);
  }
  // A hidden thread is seen by its author and staff only.
  if (!moderator) where.push(`(t.published OR t.user_id = ${caller(actorId)})`);
  if (filter.unanswered !== undefined) where.push(filter.unanswered ? 't.comment_count = 0' : 't.comment_count > 0');
  const merged = filter.merge
    ? `, ${author('u')} AS "user",
       (SELECT json_build_object('id', p.id, 'name', p.name, 'url', p.url, 'images', p.images) FROM product p WHERE p.id = t.product_id) AS product,
       ${reactionsWhere(`x.${d.threadColumn} = t.id AND x.${d.commentColumn} IS NULL`)} AS reactions,
       coalesce((SELECT json_agg(${commentObject(d, actorId)} ORDER BY c.id) FROM ${d.commentTable} c JOIN users cu ON cu.id = c.user_id WHERE c.${d.threadColumn} = t.id), '[]') AS comments`
    : '';
  const rows = await em.execute<(ThreadView & { length: number })[]>(
    `SELECT t.id, t.user_id AS "userId", t.product_id AS "productId", t.text, t.likes, t.dislikes, t.comment_count AS "commentCount",
            t.published, ${isoTime('t.created_at')} AS "createdAt", ${isoTime('t.updated_at')} AS "updatedAt"${d.ownColumns},
            ${myReaction(`x.${d.threadColumn} = t.id AND x.${d.commentColumn} IS NULL`, actorId)} AS "myReaction"${merged},
            count(*) OVER ()::int AS length
     FROM ${d.table} t JOIN users u ON u.id = t.user_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${filter.sort ? `${d.sorts[filter.sort]}, ` : ''}t.id ASC LIMIT ? OFFSET ?`,
    [...values, filter.limit, filter.offset],
  );
  return { rows: rows.map(({ length: _length, ...row }) => row), length: rows[0]?.length ?? 0 };
}

/** A page of comments of reviews or questions, each with author and reactions, oldest first. */
export async function readComments(em: EntityManager, d: Discussion, filter: { id?: number; threadId?: number; userId?: number; limit: number; offset: number }, actorId: number | null): Promise<Page<CommentView>> {
  const where: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of [['id', 'c.id'], ['threadId', `c.${d.threadColumn}`], ['userId', 'c.user_id']] as const) {
    if (filter[key] === undefined) continue;
    where.push(`${column} = ?`);
    values.push(filter[key]);
  }
  const rows = await em.execute<{ comment: CommentView; length: number }[]>(
    `SELECT ${commentObject(d, actorId)} AS comment, count(*) OVER ()::int AS length
     FROM ${d.commentTable} c JOIN users cu ON cu.id = c.user_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY c.id LIMIT ? OFFSET ?`,
    [...values, filter.limit, filter.offset],
  );
  return { rows: rows.map((row) => row.comment), length: rows[0]?.length ?? 0 };
}
