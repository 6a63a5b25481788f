import { z } from 'zod';
import { int, timestamp } from '../../core/outputs.js';
import { reactionType } from './feedback.inputs.js';

export const reactionOutput = z
  .object({ id: int, userId: int, reaction: reactionType, reviewId: int.nullable(), commentId: int.nullable(), questionId: int.nullable() })
  .meta({ id: 'Reaction' });

const author = z.object({ id: int, firstName: z.string(), lastName: z.string(), staff: z.boolean().describe('Сотрудник магазина') }).meta({ id: 'Author' });

/** What comments and threads both show: text, counts and the caller's reaction. */
const writing = {
  id: int,
  userId: int,
  text: z.string().describe('Простой текст (не HTML)'),
  likes: int,
  dislikes: int,
  myReaction: reactionType.nullable().describe('Ваша реакция'),
  createdAt: timestamp,
  updatedAt: timestamp,
};

const comment = { ...writing, user: author, reactions: z.array(reactionOutput) };

export const reviewCommentOutput = z.object({ ...comment, reviewId: int }).meta({ id: 'ReviewComment' });
export const questionCommentOutput = z.object({ ...comment, questionId: int }).meta({ id: 'QuestionComment' });

/** A review or a question; a list leaves out its author, product, reactions and comments unless `merge=true`. */
const thread = <C extends z.ZodType>(comments: C) => ({
  ...writing,
  productId: int,
  commentCount: int,
  published: z.boolean().describe('Опубликован; false — скрыт модератором (видят автор и сотрудники)'),
  user: author.optional(),
  product: z.object({ id: int, name: z.string(), url: z.string(), images: z.array(z.string()) }).optional(),
  reactions: z.array(reactionOutput).optional(),
  comments: z.array(comments).optional(),
});

export const reviewOutput = z
  .object({ ...thread(reviewCommentOutput), rating: int.describe('Оценка от 1 до 5'), images: z.array(z.string()), showOnMain: z.boolean() })
  .meta({ id: 'Review' });

export const questionOutput = z.object(thread(questionCommentOutput)).meta({ id: 'Question' });

export const threadBulkOutput = z.object({
  done: z.array(int).describe('Изменённые записи'),
  failed: z.array(z.object({ id: int, message: z.string() })).describe('Не изменённые записи с причиной'),
});
