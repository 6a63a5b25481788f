import { AdminTagDocument, AdminTagsDocument, CreateTagDocument, DeleteTagDocument, UpdateTagDocument } from '../../generated/admin/graphql';
import { defineDictionary, nameColumns, nameFields } from '../dictionaries/dictionary';
import { tagUrls } from './urls';

export const tagsDictionary = defineDictionary({
  key: 'tags',
  urls: tagUrls,
  texts: {
    title: 'Теги',
    createTitle: 'Новый тег',
    editTitle: 'Изменение тега',
    addButton: 'Добавить тег',
    empty: 'Тегов пока нет.',
    deleteQuestion: (name) => `Удалить тег «${name}»?`,
    created: 'Тег создан',
    updated: 'Тег изменён',
    deleted: 'Тег удалён',
  },
  columns: nameColumns(),
  fields: nameFields,
  documents: { list: AdminTagsDocument, one: AdminTagDocument, create: CreateTagDocument, update: UpdateTagDocument, remove: DeleteTagDocument },
});
