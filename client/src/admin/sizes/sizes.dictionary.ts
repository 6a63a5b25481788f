import { AdminSizeDocument, AdminSizesDocument, CreateSizeDocument, DeleteSizeDocument, UpdateSizeDocument } from '../../generated/admin/graphql';
import { defineDictionary, nameColumns, nameFields } from '../dictionaries/dictionary';
import { sizeUrls } from './urls';

export const sizesDictionary = defineDictionary({
  key: 'sizes',
  urls: sizeUrls,
  texts: {
    title: 'Размеры',
    createTitle: 'Новый размер',
    editTitle: 'Изменение размера',
    addButton: 'Добавить размер',
    empty: 'Размеров пока нет.',
    deleteQuestion: (name) => `Удалить размер «${name}»?`,
    created: 'Размер создан',
    updated: 'Размер изменён',
    deleted: 'Размер удалён',
  },
  columns: nameColumns(),
  fields: nameFields,
  documents: { list: AdminSizesDocument, one: AdminSizeDocument, create: CreateSizeDocument, update: UpdateSizeDocument, remove: DeleteSizeDocument },
});
