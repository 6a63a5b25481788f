import {
  AdminAnswerQuestionDocument,
  AdminBulkQuestionsDocument,
  AdminDeleteQuestionAnswerDocument,
  AdminDeleteQuestionDocument,
  AdminQuestionDocument,
  AdminQuestionsDocument,
  AdminSetQuestionPublishedDocument,
} from '../../generated/admin/graphql';
import { defineDiscussion } from '../discussions/discussion';
import { commentsColumn, reactionsColumn, textColumn } from '../discussions/thread-columns';
import { questionUrls } from './urls';

/**
 * Shoppers' questions (SPEC §2 /admin/questions). Answering them is the screen's job, so the list
 * puts the unanswered ones first (newest first among them) unless another order is chosen, and
 * marks them «Без ответа».
 */
export const questionsDiscussion = defineDiscussion({
  urls: questionUrls,
  texts: {
    title: 'Вопросы',
    threadName: (id) => `Вопрос № ${id}`,
    selected: 'Выбранные вопросы',
    empty: 'Вопросов не найдено.',
    notFound: 'Вопрос не найден: возможно, его уже удалили.',
    deleteButton: 'Удалить вопрос',
    deleteQuestion: (id) => `Удалить вопрос № ${id}? Ответы на него удалятся вместе с ним.`,
    deleted: 'Вопрос удалён',
    commentsTitle: 'Ответы',
    noComments: 'Ответов пока нет.',
    commentName: 'ответ',
    commentDeleted: 'Ответ удалён',
    hidden: 'Вопрос скрыт: его видят только автор и сотрудники',
    shown: 'Вопрос снова опубликован',
  },
  sorts: [
    { value: 'unanswered', label: 'Без ответа' },
    { value: 'new', label: 'Новые' },
    { value: 'liked', label: 'Больше лайков' },
    { value: 'useful', label: 'Полезные' },
    { value: 'comments_desc', label: 'Больше ответов' },
    { value: 'comments_asc', label: 'Меньше ответов' },
    { value: 'answered', label: 'С ответом' },
  ],
  columns: [textColumn('Вопрос'), reactionsColumn, commentsColumn('Ответы', 'Без ответа')],
  documents: {
    list: AdminQuestionsDocument,
    one: AdminQuestionDocument,
    remove: AdminDeleteQuestionDocument,
    answer: AdminAnswerQuestionDocument,
    removeComment: AdminDeleteQuestionAnswerDocument,
    publish: AdminSetQuestionPublishedDocument,
    bulk: AdminBulkQuestionsDocument,
  },
});
