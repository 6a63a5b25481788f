import {
  AdminAnswerReviewDocument,
  AdminBulkReviewsDocument,
  AdminDeleteReviewCommentDocument,
  AdminDeleteReviewDocument,
  AdminReviewDocument,
  AdminReviewsDocument,
  AdminSetReviewPublishedDocument,
} from '../../generated/admin/graphql';
import { defineDiscussion, type DiscussionTexts } from '../discussions/discussion';
import { commentsColumn, reactionsColumn, textColumn } from '../discussions/thread-columns';
import { RatingStars } from './components/RatingStars';
import { reviewUrls } from './urls';
import { ReviewDetails } from './views/ReviewDetails';
import { ShowOnMainToggle } from './views/ShowOnMainToggle';

const texts: DiscussionTexts = {
  title: 'Отзывы',
  threadName: (id) => `Отзыв № ${id}`,
  selected: 'Выбранные отзывы',
  empty: 'Отзывов не найдено.',
  notFound: 'Отзыв не найден: возможно, его уже удалили.',
  deleteButton: 'Удалить отзыв',
  deleteQuestion: (id) => `Удалить отзыв № ${id}? Комментарии к нему удалятся вместе с ним.`,
  deleted: 'Отзыв удалён',
  commentsTitle: 'Комментарии',
  noComments: 'Комментариев пока нет.',
  commentName: 'комментарий',
  commentDeleted: 'Комментарий удалён',
  hidden: 'Отзыв скрыт: его видят только автор и сотрудники',
  shown: 'Отзыв снова опубликован',
};

/** Shoppers' reviews (SPEC §2 /admin/reviews): moderated, answered by the shop, chosen for the home page. */
export const reviewsDiscussion = defineDiscussion({
  urls: reviewUrls,
  texts,
  sorts: [
    { value: 'new', label: 'Новые' },
    { value: 'liked', label: 'Больше лайков' },
    { value: 'useful', label: 'Полезные' },
    { value: 'rating_desc', label: 'Сначала высокая оценка' },
    { value: 'rating_asc', label: 'Сначала низкая оценка' },
    { value: 'answered', label: 'С ответом' },
    { value: 'unanswered', label: 'Без ответа' },
  ],
  flags: [{ name: 'showOnMain', label: 'Только на главной' }],
  columns: [
    { header: 'Оценка', cell: (review) => <RatingStars rating={review.rating} /> },
    textColumn('Текст'),
    reactionsColumn,
    commentsColumn('Комментарии'),
    { header: 'На главной', cell: (review) => <ShowOnMainToggle review={review} label={`${texts.threadName(review.id)} на главной`} labelHidden /> },
  ],
  details: (review) => <ReviewDetails review={review} />,
  documents: {
    list: AdminReviewsDocument,
    one: AdminReviewDocument,
    remove: AdminDeleteReviewDocument,
    answer: AdminAnswerReviewDocument,
    removeComment: AdminDeleteReviewCommentDocument,
    publish: AdminSetReviewPublishedDocument,
    bulk: AdminBulkReviewsDocument,
  },
});
