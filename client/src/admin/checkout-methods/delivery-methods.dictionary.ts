import { AdminDeliveryMethodDocument, AdminDeliveryMethodsDocument, CreateDeliveryMethodDocument, DeleteDeliveryMethodDocument, UpdateDeliveryMethodDocument } from '../../generated/admin/graphql';
import { formatPrice } from '../../shared/format/format';
import { defineDictionary } from '../dictionaries/dictionary';
import { methodColumns, methodFields } from './checkout-method-fields';
import { deliveryMethodUrls } from './urls';

/** Ways to deliver (CONTRACT §9): price, free from a sum, term, and whether an address is needed (not for pickup). */
export const deliveryMethodsDictionary = defineDictionary({
  key: 'deliveryMethods',
  urls: deliveryMethodUrls,
  texts: {
    title: 'Доставка',
    createTitle: 'Новый способ доставки',
    editTitle: 'Изменение способа доставки',
    addButton: 'Добавить способ доставки',
    empty: 'Способов доставки пока нет.',
    deleteQuestion: (name) => `Удалить способ доставки «${name}»? Если по нему уже есть заказы, снимите отметку «Предлагать покупателям».`,
    created: 'Способ доставки добавлен',
    updated: 'Способ доставки изменён',
    deleted: 'Способ доставки удалён',
  },
  columns: [
    { header: 'ID', cell: (row) => row.id },
    { header: 'Название', cell: (row) => row.name },
    { header: 'Стоимость', cell: (row) => (row.price ? formatPrice(row.price) : 'Бесплатно') },
    { header: 'Бесплатно от', cell: (row) => (row.freeFrom == null ? '—' : formatPrice(row.freeFrom)) },
    { header: 'Срок, дней', cell: (row) => (row.minDays === row.maxDays ? row.maxDays : `${row.minDays}–${row.maxDays}`) },
    { header: 'Адрес', cell: (row) => (row.needsAddress ? 'Нужен' : 'Самовывоз') },
    ...methodColumns(),
  ],
  fields: [
    ...methodFields.head,
    { kind: 'number', name: 'price', label: 'Стоимость, ₽', required: true, defaultValue: '0' },
    { kind: 'number', name: 'freeFrom', label: 'Бесплатно от суммы заказа, ₽', helper: 'Пусто — доставка всегда платная.' },
    { kind: 'number', name: 'minDays', label: 'Срок от, дней', required: true, whole: true, defaultValue: '1' },
    { kind: 'number', name: 'maxDays', label: 'Срок до, дней', required: true, whole: true, defaultValue: '3' },
    { kind: 'checkbox', name: 'needsAddress', label: 'Нужен адрес доставки', defaultValue: true, helper: 'Снимите для самовывоза: покупателя не спросят адрес.' },
    ...methodFields.tail,
  ],
  documents: {
    list: AdminDeliveryMethodsDocument,
    one: AdminDeliveryMethodDocument,
    create: CreateDeliveryMethodDocument,
    update: UpdateDeliveryMethodDocument,
    remove: DeleteDeliveryMethodDocument,
  },
});
