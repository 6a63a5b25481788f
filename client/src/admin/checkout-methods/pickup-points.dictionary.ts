import { AdminPickupPointDocument, AdminPickupPointsDocument, CreatePickupPointDocument, DeletePickupPointDocument, UpdatePickupPointDocument } from '../../generated/admin/graphql';
import { formatPhone } from '../../shared/format/format';
import { defineDictionary } from '../dictionaries/dictionary';
import { methodColumns, methodFields } from './checkout-method-fields';
import { pickupPointUrls } from './urls';

/** Where pickup orders are collected (CONTRACT §19): shoppers choose one at checkout; orders keep their own copy, so a point may be changed or deleted. */
export const pickupPointsDictionary = defineDictionary({
  key: 'pickupPoints',
  urls: pickupPointUrls,
  texts: {
    title: 'Пункты самовывоза',
    createTitle: 'Новый пункт самовывоза',
    editTitle: 'Изменение пункта самовывоза',
    addButton: 'Добавить пункт самовывоза',
    empty: 'Пунктов самовывоза пока нет: покупатель не сможет выбрать самовывоз.',
    deleteQuestion: (name) => `Удалить пункт самовывоза «${name}»? Прошлые заказы сохранят его адрес.`,
    created: 'Пункт самовывоза добавлен',
    updated: 'Пункт самовывоза изменён',
    deleted: 'Пункт самовывоза удалён',
  },
  columns: [
    { header: 'ID', cell: (row) => row.id },
    { header: 'Название', cell: (row) => row.name },
    { header: 'Адрес', cell: (row) => row.address },
    { header: 'Часы работы', cell: (row) => row.hours },
    { header: 'Телефон', cell: (row) => formatPhone(row.phone) },
    ...methodColumns(),
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Название', required: true, whenEmpty: 'omit' },
    { kind: 'text', name: 'address', label: 'Адрес', required: true, whenEmpty: 'omit' },
    { kind: 'text', name: 'hours', label: 'Часы работы', required: true, whenEmpty: 'omit', placeholder: 'Пн–Пт 10:00–20:00' },
    { kind: 'text', name: 'phone', label: 'Телефон', required: true, whenEmpty: 'omit', placeholder: '+7 916 123-45-67' },
    ...methodFields.tail,
  ],
  documents: {
    list: AdminPickupPointsDocument,
    one: AdminPickupPointDocument,
    create: CreatePickupPointDocument,
    update: UpdatePickupPointDocument,
    remove: DeletePickupPointDocument,
  },
});
