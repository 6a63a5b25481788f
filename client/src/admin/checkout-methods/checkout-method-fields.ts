import type { Column, FieldSpec } from '../dictionaries/dictionary';

/** The columns both lists share after their own: whether shoppers see it, and its place. */
export const methodColumns = <TRow extends { active: boolean; position: number }>(): Column<TRow>[] => [
  { header: 'Предлагается', cell: (row) => (row.active ? 'Да' : 'Нет') },
  { header: 'Место', cell: (row) => row.position },
];

/** The fields both forms share: the name and text shoppers read, and where it stands in the list. */
export const methodFields = {
  head: [
    { kind: 'text', name: 'name', label: 'Название', required: true, whenEmpty: 'omit' },
    { kind: 'textarea', name: 'description', label: 'Описание для покупателя', whenEmpty: 'omit' },
  ] satisfies FieldSpec[],
  tail: [
    { kind: 'checkbox', name: 'active', label: 'Предлагать покупателям', defaultValue: true },
    { kind: 'number', name: 'position', label: 'Место в списке', whole: true, helper: 'Меньше — выше. Пусто — в конец списка.' },
  ] satisfies FieldSpec[],
};
