import {
  AdminCategoriesDocument,
  AdminCategoryDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
} from '../../generated/admin/graphql';
import { defineDictionary, nameColumns, nameFields } from '../dictionaries/dictionary';
import { categoryUrls } from './urls';
import { useCategoryOptions } from './use-category-options';

export const categoriesDictionary = defineDictionary({
  key: 'categories',
  urls: categoryUrls,
  texts: {
    title: 'Категории',
    createTitle: 'Новая категория',
    editTitle: 'Изменение категории',
    addButton: 'Добавить категорию',
    empty: 'Категорий пока нет.',
    deleteQuestion: (name) => `Удалить категорию «${name}»?`,
    created: 'Категория создана',
    updated: 'Категория изменена',
    deleted: 'Категория удалена',
  },
  columns: [
    ...nameColumns(),
    { header: 'Родитель', cell: (row) => row.parent?.name ?? '—' },
    { header: 'Параметры', cell: (row) => (row.parameters.length ? row.parameters.join(', ') : '—') },
  ],
  fields: [
    ...nameFields,
    { kind: 'textarea', name: 'desc', label: 'Описание', whenEmpty: 'null' },
    { kind: 'image', name: 'image', label: 'Изображение' },
    {
      kind: 'select',
      name: 'parentId',
      recordKey: 'parent',
      label: 'Родительская категория',
      emptyLabel: 'Без родителя',
      useOptions: useCategoryOptions,
      excludeSelf: true,
    },
    {
      kind: 'list',
      name: 'parameters',
      label: 'Параметры товаров',
      itemLabel: 'Параметр',
      addLabel: 'Добавить параметр',
      placeholder: 'например, Материал',
      helper: 'Характеристики, которые заполняются у товаров этой категории.',
    },
  ],
  tree: { parentOf: (row) => row.parent?.id },
  documents: {
    list: AdminCategoriesDocument,
    one: AdminCategoryDocument,
    create: CreateCategoryDocument,
    update: UpdateCategoryDocument,
    remove: DeleteCategoryDocument,
  },
});
