import type { z } from 'zod';
import { Question, QuestionComment, Review, ReviewComment } from './feedback.entities.js';
import {
  questionBody,
  questionCommentBody,
  questionCommentQuery,
  questionQuery,
  questionUpdateBody,
  reviewBody,
  reviewCommentBody,
  reviewCommentQuery,
  reviewQuery,
  reviewUpdateBody,
} from './feedback.inputs.js';

/**
 * Reviews and questions are the same shape — a thread on a product with comments and reactions —
 * so one service serves both, told by these descriptions which tables, columns and rules apply.
 */
export interface Discussion {
  name: 'review' | 'question';
  /** The threads' table; also the thread's column in its comments' and reactions' tables (`review_id`). */
  table: 'review' | 'question';
  threadColumn: 'review_id' | 'question_id';
  threadField: 'reviewId' | 'questionId';
  commentTable: 'review_comment' | 'question_comment';
  /** The comment's column in the reactions' table. */
  commentColumn: 'review_comment_id' | 'question_comment_id';
  /** Columns only this kind of thread has. */
  ownColumns: string;
  sorts: Record<string, string>;
  entity: typeof Review | typeof Question;
  commentEntity: typeof ReviewComment | typeof QuestionComment;
  /** Reviews carry the product's rating and review count. */
  ratesProduct: boolean;
  body: z.ZodObject;
  updateBody: z.ZodObject;
  query: z.ZodObject;
  commentBody: z.ZodObject;
  commentQuery: z.ZodObject;
}

const common = {
  new: 't.created_at DESC',
  liked: 't.likes DESC',
  useful: '(t.likes - t.dislikes) DESC, t.likes DESC',
  answered: '(t.comment_count > 0) DESC, t.created_at DESC',
  unanswered: '(t.comment_count = 0) DESC, t.created_at DESC',
};

export const reviews: Discussion = {
  name: 'review',
  table: 'review',
  threadColumn: 'review_id',
  threadField: 'reviewId',
  commentTable: 'review_comment',
  commentColumn: 'review_comment_id',
  ownColumns: `, t.rating, t.images, t.show_on_main AS "showOnMain"`,
  entity: Review,
  commentEntity: ReviewComment,
  ratesProduct: true,
  sorts: { ...common, rating_desc: 't.rating DESC, t.created_at DESC', rating_asc: 't.rating ASC, t.created_at DESC' },
  body: reviewBody,
  updateBody: reviewUpdateBody,
  query: reviewQuery,
  commentBody: reviewCommentBody,
  commentQuery: reviewCommentQuery,
};

export const questions: Discussion = {
  name: 'question',
  table: 'question',
  threadColumn: 'question_id',
  threadField: 'questionId',
  commentTable: 'question_comment',
  commentColumn: 'question_comment_id',
  ownColumns: '',
  entity: Question,
  commentEntity: QuestionComment,
  ratesProduct: false,
  sorts: { ...common, comments_desc: 't.comment_count DESC, t.created_at DESC', comments_asc: 't.comment_count ASC, t.created_at DESC' },
  body: questionBody,
  updateBody: questionUpdateBody,
  query: questionQuery,
  commentBody: questionCommentBody,
  commentQuery: questionCommentQuery,
};
