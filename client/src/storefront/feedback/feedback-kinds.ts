import type { FeedbackAnswerFragment, FeedbackCommentFragment, FeedbackQuestionFragment, FeedbackReviewFragment, QuestionSort, ReviewSort } from '../../generated/feedback/graphql';
import type { SortOption } from '../shop/components/SortSelect';
import type { ReactionTarget } from './reactions';

export type Thread = FeedbackReviewFragment | FeedbackQuestionFragment;
export type ThreadComment = FeedbackCommentFragment | FeedbackAnswerFragment;

/** What differs between the reviews tab and the questions tab. */
export interface FeedbackKind {
  kind: 'review' | 'question';
  target: ReactionTarget;
  commentTarget: ReactionTarget;
  /** The list query to refetch after writing. */
  listQuery: 'ProductReviews' | 'ProductQuestions';
  sorts: readonly SortOption<string>[];
  empty: string;
  write: string;
  reply: string;
  thanks: string;
}

export const reviewSorts: readonly SortOption<ReviewSort>[] = [
  { value: 'new', label: 'Сначала новые' },
  { value: 'useful', label: 'Сначала полезные' },
  { value: 'liked', label: 'Больше лайков' },
  { value: 'rating_desc', label: 'Сначала с высокой оценкой' },
  { value: 'rating_asc', label: 'Сначала с низкой оценкой' },
  { value: 'answered', label: 'Сначала с ответом' },
  { value: 'unanswered', label: 'Сначала без ответа' },
];

export const questionSorts: readonly SortOption<QuestionSort>[] = [
  { value: 'new', label: 'Сначала новые' },
  { value: 'liked', label: 'Больше лайков' },
  { value: 'comments_desc', label: 'Больше ответов' },
  { value: 'comments_asc', label: 'Меньше ответов' },
];

export const reviewKind: FeedbackKind = {
  kind: 'review',
  target: 'Review',
  commentTarget: 'ReviewComment',
  listQuery: 'ProductReviews',
  sorts: reviewSorts,
  empty: 'Отзывов пока нет. Будьте первым!',
  write: 'Написать отзыв',
  reply: 'Комментировать',
  thanks: 'Спасибо за ваш обзор',
};

export const questionKind: FeedbackKind = {
  kind: 'question',
  target: 'Question',
  commentTarget: 'QuestionComment',
  listQuery: 'ProductQuestions',
  sorts: questionSorts,
  empty: 'Вопросов пока нет. Спросите — продавец или покупатели ответят.',
  write: 'Задать вопрос',
  reply: 'Ответить',
  thanks: 'Мы получили ваш вопрос',
};

/** «Мария К.» */
export const authorName = ({ firstName, lastName }: { firstName: string; lastName: string }) => [firstName, lastName ? `${lastName[0]}.` : ''].join(' ').trim() || 'Покупатель';
