import { AdminNewsPostDocument, AdminNewsPostsDocument, CreateNewsPostDocument, DeleteNewsPostDocument, UpdateNewsPostDocument } from '../../generated/admin/graphql';
import { defineDictionary } from '../dictionaries/dictionary';
import { newsUrls } from './urls';
import { formatShortDate } from '../../shared/format/format';

/** The shop's news (SPEC §2), newest first: searched by title, narrowed to those on the home page. */
export const newsDictionary = defineDictionary({
  key: 'newsPosts',
  urls: newsUrls,
  texts: {
    title: 'Новости',
    createTitle: 'Добавление новости',
    editTitle: 'Изменение новости',
    addButton: 'Добавить новость',
    empty: 'Новостей не найдено.',
    deleteQuestion: (title) => `Удалить новость «${title}»?`,
    created: 'Новость создана',
    updated: 'Новость обновлена',
    deleted: 'Новость удалена',
  },
  filters: [
    { kind: 'search', name: 'title', label: 'Поиск по заголовку', placeholder: 'например, распродажа' },
    { kind: 'flag', name: 'showOnMain', label: 'Только на главной' },
  ],
  columns: [
    { header: 'ID', cell: (post) => post.id },
    { header: 'Заголовок', cell: (post) => post.name },
    { header: 'Адрес (URL)', cell: (post) => post.url },
    { header: 'Дата', cell: (post) => formatShortDate(post.createdAt) },
    { header: 'На главной', cell: (post) => (post.showOnMain ? 'Да' : 'Нет') },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Заголовок', required: true, whenEmpty: 'omit' },
    {
      kind: 'text',
      name: 'url',
      label: 'Адрес (URL)',
      whenEmpty: 'omit',
      placeholder: 'например, letnyaya-rasprodazha',
      helper: 'Латинские буквы, цифры и дефисы. Если оставить пустым, адрес составится из заголовка.',
    },
    { kind: 'textarea', name: 'text', label: 'Текст', required: true, whenEmpty: 'omit' },
    { kind: 'image', name: 'image', label: 'Изображение' },
    { kind: 'checkbox', name: 'showOnMain', label: 'Показывать на главной' },
  ],
  documents: {
    list: AdminNewsPostsDocument,
    one: AdminNewsPostDocument,
    create: CreateNewsPostDocument,
    update: UpdateNewsPostDocument,
    remove: DeleteNewsPostDocument,
  },
});
