import { z } from 'zod';
import { flag, id, paging, text } from '../../core/validation.js';
import { storedName } from '../media/image.inputs.js';
import { reactionTypes } from './feedback.entities.js';

const message = text().trim().min(1, 'Напишите текст').max(5000, 'Не больше 5000 символов');
export const reactionType = z.enum(reactionTypes).meta({ id: 'ReactionType', description: 'Нравится или не нравится' });
const images = z.array(storedName).max(4, 'Не больше 4 изображений').describe('Имена загруженных изображений');
const published = z.boolean().optional().describe('Опубликован; false — скрыт модератором (сотрудники), видят только автор и сотрудники');

export const reviewBody = z
  .object({ productId: id, rating: z.number().int().min(1, 'Оценка от 1 до 5').max(5, 'Оценка от 1 до 5'), text: message, images: images.default([]), showOnMain: z.boolean().optional().describe('Показывать на главной (сотрудники)'), published })
  .describe('Отзыв');
export const reviewUpdateBody = reviewBody.omit({ productId: true }).partial().describe('Изменения отзыва');
export const questionBody = z.object({ productId: id, text: message, published }).describe('Вопрос о товаре');
export const questionUpdateBody = questionBody.omit({ productId: true }).partial().describe('Изменения вопроса');
export const reviewCommentBody = z.object({ reviewId: id, text: message }).describe('Комментарий к отзыву');
export const questionCommentBody = z.object({ questionId: id, text: message }).describe('Ответ на вопрос');
export const commentUpdateBody = z.object({ text: message }).describe('Новый текст комментария');

export const reviewSorts = ['new', 'liked', 'useful', 'rating_desc', 'rating_asc', 'answered', 'unanswered'] as const;
export const questionSorts = ['new', 'liked', 'useful', 'comments_desc', 'comments_asc', 'answered', 'unanswered'] as const;

const threadFilters = {
  productId: id.optional().describe('Товар'),
  userId: id.optional().describe('Автор'),
  unanswered: flag.optional().describe('true — только без ответа, false — только с ответом'),
  merge: flag.optional().describe('true — с автором, товаром, реакциями и комментариями'),
  published: flag.optional().describe('Только опубликованные (true) или скрытые (false); покупатели видят скрытыми только свои'),
  ...paging,
};
export const reviewQuery = z.object({
  ...threadFilters,
  showOnMain: flag.optional().describe('Только показываемые на главной'),
  sort: z.enum(reviewSorts).meta({ id: 'ReviewSort', description: 'new — новые; liked — больше лайков; useful — полезные; rating_desc/rating_asc — по оценке; answered/unanswered — с ответом/без ответа первыми' }).optional(),
});
export const questionQuery = z.object({
  ...threadFilters,
  sort: z.enum(questionSorts).meta({ id: 'QuestionSort', description: 'new — новые; liked — больше лайков; useful — полезные; comments_desc/comments_asc — больше/меньше ответов; answered/unanswered — с ответом/без ответа первыми' }).optional(),
});
export const reviewCommentQuery = z.object({ reviewId: id.optional(), userId: id.optional(), ...paging });
export const questionCommentQuery = z.object({ questionId: id.optional(), userId: id.optional(), ...paging });

export const reviewReactionBody = z.object({ reviewId: id, reaction: reactionType }).describe('Реакция на отзыв');
export const reviewCommentReactionBody = z.object({ commentId: id, reviewId: id.optional(), reaction: reactionType }).describe('Реакция на комментарий к отзыву');
export const questionReactionBody = z.object({ questionId: id, reaction: reactionType }).describe('Реакция на вопрос');
export const questionCommentReactionBody = z.object({ commentId: id, reaction: reactionType }).describe('Реакция на ответ');

export const MAX_BULK_THREADS = 1000;

/** Several reviews or questions hidden or shown at once from the back office's list. */
export const threadBulkBody = z
  .object({
    ids: z.array(id).min(1, 'Выберите хотя бы одну запись').max(MAX_BULK_THREADS, `Не больше ${MAX_BULK_THREADS} записей за раз`).describe('Отзывы или вопросы'),
    action: z.enum(['hide', 'show']).meta({ id: 'ThreadBulkAction', description: 'hide — скрыть, show — показать' }),
  })
  .describe('Скрыть или показать несколько записей');
