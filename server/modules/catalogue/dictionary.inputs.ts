import { z } from 'zod';
import { listQuery } from '../../core/list.js';
import { flag, id, integer, name, slug, text } from '../../core/validation.js';

const imageName = text().trim().min(1).max(300).nullable();
const sortable = ['id', 'name', 'url', 'createdAt'] as const;
const commonFilters = {
  name: text().trim().max(200).optional().describe('Часть названия, без учёта регистра'),
  url: text().trim().max(200).optional().describe('Точный адрес'),
};

/** Fields every dictionary body has; url is made from the name when left out. */
const dictionaryBody = { name, url: slug.optional() };

export const sizeBody = z.object(dictionaryBody).describe('Размер');
export const sizeQuery = listQuery('Size', commonFilters, sortable);

export const tagBody = z.object(dictionaryBody).describe('Тег');
export const tagQuery = listQuery('Tag', commonFilters, sortable);

export const colorBody = z
  .object({
    ...dictionaryBody,
    code: z
      .string()
      .trim()
      .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'Ожидается шестнадцатеричный код цвета, например #ff0000')
      .transform((c) => (c.length === 4 ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}` : c).toLowerCase())
      .describe('Шестнадцатеричный код цвета'),
  })
  .describe('Цвет');
export const colorQuery = listQuery('Color', { ...commonFilters, code: text().trim().optional().describe('Точный код цвета') }, sortable);

export const brandBody = z
  .object({
    ...dictionaryBody,
    image: imageName.optional().describe('Имя загруженного файла логотипа'),
    showOnMain: z.boolean().optional().describe('Показывать на главной'),
    categoryId: id.nullable().optional().describe('Категория бренда'),
  })
  .describe('Бренд');
export const brandQuery = listQuery(
  'Brand',
  {
    ...commonFilters,
    showOnMain: flag.optional().describe('Только показываемые (или не показываемые) на главной'),
    category: id.optional().describe('Бренды этой категории'),
    parent: id.optional().describe('Бренды этой категории и всех её подкатегорий'),
  },
  sortable,
);

export const categoryBody = z
  .object({
    ...dictionaryBody,
    desc: text().trim().max(5000).nullable().optional().describe('Описание'),
    image: imageName.optional().describe('Имя загруженного файла изображения'),
    parentId: id.nullable().optional().describe('Родительская категория; пусто — корневая'),
    parameters: z.array(text().trim().min(1).max(100)).max(50).optional().describe('Названия параметров товаров категории'),
  })
  .describe('Категория');
export const categoryQuery = listQuery(
  'Category',
  {
    ...commonFilters,
    parameters: text().trim().optional().describe('Категории, у которых есть такой параметр'),
    parent: integer(0, 2_147_483_647).optional().describe('Подкатегории этой категории; 0 — корневые категории'),
    children: flag.optional().describe('Вернуть вместе с каждой категорией её подкатегории'),
  },
  sortable,
);
