import type { TypedDocumentNode } from '@apollo/client';
import type { ReactNode } from 'react';
import type { AdminDiscussedProductFragment, AdminThreadAuthorFragment, ThreadBulkAction } from '../../generated/admin/graphql';
import type { Column } from '../dictionaries/dictionary';
import type { DiscussionUrls } from './urls';

/** What every review and question row has: the thread's text, counters, author and product. */
export interface ThreadRow {
  id: number;
  /** False when staff hid it: only its author and staff see it. */
  published: boolean;
  text: string;
  likes: number;
  dislikes: number;
  commentCount: number;
  createdAt: string;
  user: AdminThreadAuthorFragment;
  product: AdminDiscussedProductFragment;
}

/** A comment under a review or an answer to a question. */
export interface ThreadComment {
  id: number;
  text: string;
  likes: number;
  dislikes: number;
  createdAt: string;
  user: AdminThreadAuthorFragment;
}

export interface ThreadRecord extends ThreadRow {
  comments: ThreadComment[];
}

export interface SortOption<TSort extends string> {
  value: TSort;
  label: string;
}

/** A filter of the list that is on or off («Только на главной»); on, it sends `name: true`. */
export interface FlagFilter {
  name: 'showOnMain';
  label: string;
}

export interface ThreadListVariables<TSort extends string> {
  limit: number;
  offset: number;
  productId?: number;
  userId?: number;
  sort: TSort;
  showOnMain?: boolean;
  published?: boolean;
}

/** Every Russian word the screens of one kind need; the answer form's words are the same for both. */
export interface DiscussionTexts {
  /** «Отзывы»: the menu item and the list heading. */
  title: string;
  /** «Отзыв № 12»: the link in the list and the heading of its page. */
  threadName: (id: number) => string;
  /** «Выбранные отзывы»: the bar of actions on the chosen ones. */
  selected: string;
  /** «Отзывов не найдено.» */
  empty: string;
  /** «Отзыв не найден: возможно, его уже удалили.» */
  notFound: string;
  /** «Удалить отзыв» */
  deleteButton: string;
  /** «Удалить отзыв № 12? Комментарии к нему удалятся вместе с ним.» */
  deleteQuestion: (id: number) => string;
  /** «Отзыв удалён» */
  deleted: string;
  /** «Комментарии»: the heading above them on the page. */
  commentsTitle: string;
  /** «Комментариев пока нет.» */
  noComments: string;
  /** «комментарий»: in «Удалить комментарий «…»?». */
  commentName: string;
  /** «Комментарий удалён» (SPEC §8) */
  commentDeleted: string;
  /** «Отзыв скрыт: его видят только автор и сотрудники» */
  hidden: string;
  /** «Отзыв снова опубликован» */
  shown: string;
}

/**
 * The GraphQL documents of one kind. Each uses the same aliases (`list`, `record`, `saved`,
 * `deleted`) and variables (`threadId` of an answer), so one list screen and one thread page
 * serve reviews and questions with full typing.
 */
export interface DiscussionDocuments<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string> {
  list: TypedDocumentNode<{ list: { rows: TRow[]; length: number } }, ThreadListVariables<TSort>>;
  one: TypedDocumentNode<{ record: TRecord }, { id: number }>;
  remove: TypedDocumentNode<{ deleted: { id: number } }, { id: number }>;
  answer: TypedDocumentNode<{ saved: { id: number } }, { threadId: number; text: string }>;
  removeComment: TypedDocumentNode<{ deleted: { id: number } }, { id: number }>;
  publish: TypedDocumentNode<{ saved: { id: number; published: boolean } }, { id: number; published: boolean }>;
  /** Hide or show several at once: `done` changed, `failed` left with the server's reason. */
  bulk: TypedDocumentNode<{ result: { done: number[]; failed: { id: number; message: string }[] } }, { input: { ids: number[]; action: ThreadBulkAction } }>;
}

/** Reviews or questions described as data: the list and the thread page are built from it. */
export interface Discussion<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string> {
  urls: DiscussionUrls;
  texts: DiscussionTexts;
  /** The orders the list offers; the first is used when the address names none. */
  sorts: readonly [SortOption<TSort>, ...SortOption<TSort>[]];
  flags?: readonly FlagFilter[];
  /** The list's columns after the number, date, product and author every list starts with. */
  columns: Column<TRow>[];
  /** What only this kind shows on its page beside the text: the rating, «На главной», the photos. */
  details?: (record: TRecord) => ReactNode;
  documents: DiscussionDocuments<TRow, TRecord, TSort>;
}

/** Checks a description against its documents' types; the row, record and sort types are inferred. */
export const defineDiscussion = <TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string>(
  discussion: Discussion<TRow, TRecord, TSort>,
): Discussion<TRow, TRecord, TSort> => discussion;
