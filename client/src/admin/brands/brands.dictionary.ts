import { AdminBrandDocument, AdminBrandsDocument, CreateBrandDocument, DeleteBrandDocument, UpdateBrandDocument } from '../../generated/admin/graphql';
import { useCategoryOptions } from '../categories/use-category-options';
import { defineDictionary, nameColumns, nameFields } from '../dictionaries/dictionary';
import { brandUrls } from './urls';

export const brandsDictionary = defineDictionary({
  key: 'brands',
  urls: brandUrls,
  texts: {
    title: 'Бренды',
    createTitle: 'Новый бренд',
    editTitle: 'Изменение бренда',
    addButton: 'Добавить бренд',
    empty: 'Брендов пока нет.',
    deleteQuestion: (name) => `Удалить бренд «${name}»?`,
    created: 'Бренд создан',
    updated: 'Бренд изменён',
    deleted: 'Бренд удалён',
  },
  columns: [
    ...nameColumns(),
    { header: 'Категория', cell: (row) => row.category?.name ?? '—' },
    { header: 'На главной', cell: (row) => (row.showOnMain ? 'Да' : 'Нет') },
  ],
  fields: [
    ...nameFields,
    { kind: 'image', name: 'image', label: 'Логотип' },
    { kind: 'checkbox', name: 'showOnMain', label: 'Показывать на главной' },
    { kind: 'select', name: 'categoryId', recordKey: 'category', label: 'Категория', emptyLabel: 'Без категории', useOptions: useCategoryOptions },
  ],
  documents: { list: AdminBrandsDocument, one: AdminBrandDocument, create: CreateBrandDocument, update: UpdateBrandDocument, remove: DeleteBrandDocument },
});
