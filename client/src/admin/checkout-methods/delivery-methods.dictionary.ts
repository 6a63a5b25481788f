import { AdminDeliveryMethodDocument, AdminDeliveryMethodsDocument, CreateDeliveryMethodDocument, DeleteDeliveryMethodDocument, UpdateDeliveryMethodDocument, type DeliveryKind } from '../../generated/admin/graphql';
import { formatPrice } from '../../shared/format/format';
import { defineDictionary, type FormValues } from '../dictionaries/dictionary';
import { methodColumns, methodFields } from './checkout-method-fields';
import { deliveryMethodUrls } from './urls';

/** How a method delivers (CONTRACT §20), as the form offers it. */
export const deliveryKindNames: Record<DeliveryKind, string> = {
  manual: 'Своя доставка магазина',
  cdek_pickup: 'СДЭК до пункта выдачи или постамата',
  cdek_courier: 'СДЭК курьером до двери',
};

/** The same, short enough for a column of the list. */
const deliveryKindShortNames: Record<DeliveryKind, string> = { manual: 'Магазин', cdek_pickup: 'СДЭК, пункт выдачи', cdek_courier: 'СДЭК, курьер' };

const BY_CDEK = 'По расчёту СДЭК';

/** A СДЭК method's price and term are quoted by СДЭК for each basket; only «Бесплатно от» is the shop's. */
const byCdek = (kind: unknown) => kind === 'cdek_pickup' || kind === 'cdek_courier';
const whenCdek = (helper: string) => (values: FormValues) => (byCdek(values.kind) ? helper : undefined);

/** Ways to deliver (CONTRACT §9, §20): the shop's own with price, free from a sum, term and whether an address is needed; or СДЭК, quoted by СДЭК. */
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
    { header: 'Вид', cell: (row) => deliveryKindShortNames[row.kind] },
    { header: 'Стоимость', cell: (row) => (byCdek(row.kind) ? BY_CDEK : row.price ? formatPrice(row.price) : 'Бесплатно') },
    { header: 'Бесплатно от', cell: (row) => (row.freeFrom == null ? '—' : formatPrice(row.freeFrom)) },
    { header: 'Срок, дней', cell: (row) => (byCdek(row.kind) ? BY_CDEK : row.minDays === row.maxDays ? row.maxDays : `${row.minDays}–${row.maxDays}`) },
    { header: 'Адрес', cell: (row) => (row.needsAddress ? 'Нужен' : 'Самовывоз') },
    ...methodColumns(),
  ],
  fields: [
    ...methodFields.head,
    {
      kind: 'choice',
      name: 'kind',
      label: 'Вид доставки',
      options: Object.entries(deliveryKindNames).map(([value, label]) => ({ value, label })),
      defaultValue: 'manual',
      helperFor: whenCdek('Стоимость и срок для каждой корзины считает СДЭК. Предлагать покупателям такой способ можно, когда на сервере заданы CDEK_CLIENT_ID и CDEK_CLIENT_SECRET.'),
    },
    { kind: 'number', name: 'price', label: 'Стоимость, ₽', required: true, defaultValue: '0', helperFor: whenCdek('Для СДЭК не применяется: стоимость берётся из расчёта СДЭК.') },
    {
      kind: 'number',
      name: 'freeFrom',
      label: 'Бесплатно от суммы заказа, ₽',
      helper: 'Пусто — доставка всегда платная.',
      helperFor: whenCdek('Применяется и к СДЭК: от этой суммы доставка для покупателя бесплатна. Пусто — покупатель платит по расчёту СДЭК.'),
    },
    { kind: 'number', name: 'minDays', label: 'Срок от, дней', required: true, whole: true, defaultValue: '1', helperFor: whenCdek('Для СДЭК не применяется: срок берётся из расчёта СДЭК.') },
    { kind: 'number', name: 'maxDays', label: 'Срок до, дней', required: true, whole: true, defaultValue: '3', helperFor: whenCdek('Для СДЭК не применяется: срок берётся из расчёта СДЭК.') },
    {
      kind: 'checkbox',
      name: 'needsAddress',
      label: 'Нужен адрес доставки',
      defaultValue: true,
      helper: 'Снимите для самовывоза: покупателя не спросят адрес.',
      helperFor: whenCdek('Для СДЭК задаётся видом: до пункта выдачи — без адреса, курьером — с адресом.'),
    },
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
