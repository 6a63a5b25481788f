import { AdminPaymentMethodDocument, AdminPaymentMethodsDocument, CreatePaymentMethodDocument, DeletePaymentMethodDocument, UpdatePaymentMethodDocument, type PaymentKind } from '../../generated/admin/graphql';
import { defineDictionary } from '../dictionaries/dictionary';
import { methodColumns, methodFields } from './checkout-method-fields';
import { paymentMethodUrls } from './urls';

export const kindNames: Record<PaymentKind, string> = {
  on_delivery: 'При получении',
  bank_transfer: 'Переводом по счёту',
  online: 'Онлайн через ЮKassa',
};

/** Ways to pay (CONTRACT §9): on delivery or by bank transfer against an invoice. */
export const paymentMethodsDictionary = defineDictionary({
  key: 'paymentMethods',
  urls: paymentMethodUrls,
  texts: {
    title: 'Оплата',
    createTitle: 'Новый способ оплаты',
    editTitle: 'Изменение способа оплаты',
    addButton: 'Добавить способ оплаты',
    empty: 'Способов оплаты пока нет.',
    deleteQuestion: (name) => `Удалить способ оплаты «${name}»? Если по нему уже есть заказы, снимите отметку «Предлагать покупателям».`,
    created: 'Способ оплаты добавлен',
    updated: 'Способ оплаты изменён',
    deleted: 'Способ оплаты удалён',
  },
  columns: [{ header: 'ID', cell: (row) => row.id }, { header: 'Название', cell: (row) => row.name }, { header: 'Вид', cell: (row) => kindNames[row.kind] }, ...methodColumns()],
  fields: [
    ...methodFields.head,
    { kind: 'choice', name: 'kind', label: 'Вид оплаты', options: Object.entries(kindNames).map(([value, label]) => ({ value, label })), defaultValue: 'on_delivery' },
    ...methodFields.tail,
  ],
  documents: {
    list: AdminPaymentMethodsDocument,
    one: AdminPaymentMethodDocument,
    create: CreatePaymentMethodDocument,
    update: UpdatePaymentMethodDocument,
    remove: DeletePaymentMethodDocument,
  },
});
