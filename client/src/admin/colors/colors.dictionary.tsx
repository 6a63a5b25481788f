import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { AdminColorDocument, AdminColorsDocument, CreateColorDocument, DeleteColorDocument, UpdateColorDocument } from '../../generated/admin/graphql';
import { defineDictionary, nameColumns, nameFields } from '../dictionaries/dictionary';
import { colorUrls } from './urls';

export const colorsDictionary = defineDictionary({
  key: 'colors',
  urls: colorUrls,
  texts: {
    title: 'Цвета',
    createTitle: 'Новый цвет',
    editTitle: 'Изменение цвета',
    addButton: 'Добавить цвет',
    empty: 'Цветов пока нет.',
    deleteQuestion: (name) => `Удалить цвет «${name}»?`,
    created: 'Цвет создан',
    updated: 'Цвет изменён',
    deleted: 'Цвет удалён',
  },
  columns: [
    ...nameColumns(),
    {
      header: 'Цвет',
      cell: (row) => (
        <HStack gap="2">
          <Box boxSize="4" borderRadius="full" borderWidth="1px" style={{ background: row.code }} aria-hidden />
          <span>{row.code}</span>
        </HStack>
      ),
    },
  ],
  fields: [
    ...nameFields,
    { kind: 'color', name: 'code', label: 'Цвет', defaultValue: '#000000', helper: 'Выберите цвет на палитре, из готовых или введите код, например #ff0000.' },
  ],
  documents: {
    list: AdminColorsDocument,
    one: AdminColorDocument,
    create: CreateColorDocument,
    update: UpdateColorDocument,
    remove: DeleteColorDocument,
  },
});
