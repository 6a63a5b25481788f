import type { AuditEntity } from '../../generated/admin/graphql';
import { formatDateTime, formatPrice } from '../../shared/format/format';
import { orderStatusNames } from '../../shared/orders/order-statuses';
import { kindNames as paymentKindNames } from '../checkout-methods/payment-methods.dictionary';
import { orderPaymentStatusNames } from '../../shared/orders/payment-statuses';
import { roleLabels } from '../users/roles';
import { brandUrls } from '../brands/urls';
import { categoryUrls } from '../categories/urls';
import { checkoutUrls } from '../checkouts/urls';
import { carrierNames } from '../../shared/orders/carriers';
import { returnRequestStatusNames } from '../checkouts/return-requests';
import { colorUrls } from '../colors/urls';
import { newsUrls } from '../news/urls';
import { productUrls } from '../products/urls';
import { sizeUrls } from '../sizes/urls';
import { tagUrls } from '../tags/urls';
import { userUrls } from '../users/urls';
import { pickupPointUrls } from '../checkout-methods/urls';
import { shopSettingsUrl } from '../settings/urls';
import { promotionUrls } from '../promotions/urls';
import { kindOptions as promotionKinds } from '../promotions/promotion-words';

/** What a record is, in the log's words, and where it is edited (when it has a page of its own). */
export const entities: Record<AuditEntity, { label: string; page?: (id: number) => string }> = {
  product: { label: 'Товар', page: productUrls.edit },
  product_variant: { label: 'Вариант товара' },
  product_colors: { label: 'Цвета товара', page: productUrls.edit },
  product_sizes: { label: 'Размеры товара', page: productUrls.edit },
  product_tags: { label: 'Теги товара', page: productUrls.edit },
  category: { label: 'Категория', page: categoryUrls.edit },
  brand: { label: 'Бренд', page: brandUrls.edit },
  color: { label: 'Цвет', page: colorUrls.edit },
  size: { label: 'Размер', page: sizeUrls.edit },
  tag: { label: 'Тег', page: tagUrls.edit },
  checkout: { label: 'Заказ', page: checkoutUrls.order },
  checkout_line: { label: 'Строка заказа', page: checkoutUrls.order },
  users: { label: 'Пользователь', page: userUrls.edit },
  address: { label: 'Адрес' },
  image: { label: 'Картинка' },
  news_post: { label: 'Новость', page: newsUrls.edit },
  slide: { label: 'Слайд' },
  advertisement: { label: 'Рекламный текст' },
  subscriber: { label: 'Подписчик' },
  review: { label: 'Отзыв' },
  review_comment: { label: 'Комментарий к отзыву' },
  question: { label: 'Вопрос' },
  question_comment: { label: 'Ответ на вопрос' },
  delivery_method: { label: 'Способ доставки' },
  payment_method: { label: 'Способ оплаты' },
  shop_settings: { label: 'Настройки магазина', page: () => shopSettingsUrl },
  pickup_point: { label: 'Пункт самовывоза', page: pickupPointUrls.edit },
  promotion: { label: 'Акция', page: promotionUrls.edit },
  return_request: { label: 'Заявка на возврат', page: checkoutUrls.order },
};

export const actions: Record<string, string> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  status: 'Статус заказа',
  role: 'Роль',
  import: 'Импорт (Excel или 1С)',
  bulk: 'Массовое действие',
  refund: 'Возврат денег',
  return: 'Возврат товаров',
};

/** Field names as the back office's forms call them: every column the database records (a server test walks them). */
export const auditFieldLabels: Record<string, string> = {
  id: 'Номер',
  name: 'Название',
  url: 'Адрес (url)',
  code: 'Код цвета',
  desc: 'Описание',
  description: 'Описание',
  position: 'Место в списке',
  active: 'Предлагается покупателям',
  parentId: 'Родительская категория',
  price: 'Цена',
  oldPrice: 'Старая цена',
  stock: 'Остаток',
  sku: 'Артикул',
  barcode: 'Штрихкод',
  externalId: 'Код в 1С',
  exchangeSentAt: 'Выгружен в 1С',
  exportedAt: 'Выгружен',
  available: 'В продаже',
  inStock: 'В наличии',
  categoryId: 'Категория',
  brandId: 'Бренд',
  sizeId: 'Размер',
  colorId: 'Цвет',
  tagId: 'Тег',
  productId: 'Товар',
  productVariantId: 'Вариант товара',
  productName: 'Название товара',
  sizeName: 'Размер',
  colorName: 'Цвет',
  images: 'Картинки',
  image: 'Картинка',
  filename: 'Файл',
  originalName: 'Имя файла при загрузке',
  mimeType: 'Тип файла',
  size: 'Размер файла',
  width: 'Ширина',
  height: 'Высота',
  uploadedById: 'Загрузил',
  parameters: 'Параметры',
  status: 'Статус',
  role: 'Роль',
  email: 'Почта',
  firstName: 'Имя',
  lastName: 'Фамилия',
  phone: 'Телефон',
  password: 'Пароль',
  isVerified: 'Почта подтверждена',
  mailId: 'Код для отписки',
  confirmedAt: 'Подтверждён',
  confirmationSentAt: 'Письмо для подтверждения отправлено',
  hidden: 'Скрыт',
  published: 'Опубликован',
  text: 'Текст',
  title: 'Заголовок',
  link: 'Ссылка',
  showOnMain: 'На главной',
  quantity: 'Количество',
  userId: 'Пользователь',
  basketId: 'Корзина',
  checkoutId: 'Заказ №',
  reviewId: 'Отзыв (номер)',
  questionId: 'Вопрос (номер)',
  addressId: 'Адрес доставки (номер)',
  address: 'Улица, дом, квартира',
  city: 'Город',
  country: 'Страна',
  zipCode: 'Индекс',
  comment: 'Комментарий',
  kind: 'Вид',
  needsAddress: 'Нужен адрес',
  pickupPoint: 'Пункт самовывоза',
  hours: 'Часы работы',
  legalName: 'Продавец',
  inn: 'ИНН',
  ogrn: 'ОГРН',
  workHours: 'Часы работы',
  minDays: 'Срок от, дней',
  maxDays: 'Срок до, дней',
  freeFrom: 'Бесплатно от суммы',
  deliveryMethodId: 'Способ доставки',
  deliveryMethodName: 'Способ доставки',
  deliveryPrice: 'Стоимость доставки',
  paymentMethodId: 'Способ оплаты',
  paymentMethodName: 'Способ оплаты',
  itemsAmount: 'Сумма товаров',
  promoCode: 'Промокод',
  discountAmount: 'Скидка',
  discount: 'Скидка на строку',
  totalAmount: 'Итого',
  paymentStatus: 'Статус оплаты',
  paidAmount: 'Оплачено',
  refundedAmount: 'Возвращено денег',
  returnedAmount: 'Возвращено товаров на сумму',
  refund: 'Возврат денег',
  return: 'Возврат товаров',
  returnReason: 'Причина возврата',
  restock: 'Вернуть на склад',
  value: 'Значение',
  minOrderAmount: 'Сумма заказа от',
  categoryIds: 'Категории',
  brandIds: 'Бренды',
  productIds: 'Товары',
  startsAt: 'Начало действия',
  endsAt: 'Конец действия',
  usageLimit: 'Сколько заказов всего',
  perCustomerLimit: 'Сколько заказов одного покупателя',
  firstOrderOnly: 'Только на первый заказ',
  accessToken: 'Ключ заказа для гостя',
  trackNumber: 'Трек-номер',
  weight: 'Вес, г',
  length: 'Длина, см',
  deliveryTariff: 'Тариф СДЭК',
  deliveryDaysMin: 'Срок доставки от, дней',
  deliveryDaysMax: 'Срок доставки до, дней',
  deliveryPoint: 'Пункт СДЭК',
  deliveryCity: 'Город доставки',
  carrier: 'Служба доставки',
  reason: 'Причина',
  decisionReason: 'Причина решения',
  decidedById: 'Кто решил',
  decidedAt: 'Когда решено',
  orderReturnId: 'Возврат товаров (номер)',
};

/** Where a record's field means something of its own: a promotion's code is a promo code, not a colour's. */
const entityFieldLabels: Partial<Record<AuditEntity, Record<string, string>>> = {
  promotion: { code: 'Промокод', kind: 'Вид скидки', value: 'Размер скидки', active: 'Действует' },
  return_request: { reason: 'Причина покупателя', comment: 'Комментарий покупателя', status: 'Решение' },
};

const entityValueWords: Partial<Record<AuditEntity, Record<string, Record<string, string>>>> = {
  promotion: { kind: Object.fromEntries(promotionKinds.map((kind) => [kind.value, kind.label])) },
  return_request: { status: returnRequestStatusNames },
  delivery_method: { kind: { manual: 'силами магазина', cdek_pickup: 'СДЭК до пункта выдачи', cdek_courier: 'СДЭК курьером' } },
};

/** Fields whose values are words of the code: each shown in Russian. */
const valueWords: Record<string, Record<string, string>> = {
  status: { ...orderStatusNames, done: 'обработано' },
  role: roleLabels,
  kind: paymentKindNames,
  paymentStatus: orderPaymentStatusNames,
  carrier: carrierNames,
};

const money = new Set(['price', 'oldPrice', 'freeFrom', 'deliveryPrice', 'itemsAmount', 'discountAmount', 'discount', 'totalAmount', 'paidAmount', 'refundedAmount', 'returnedAmount', 'refund', 'return']);

/** A field the log has no label for yet, as words rather than code: `giftWrapNote` → «gift wrap note». */
const spelledOut = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

export const fieldLabel = (field: string, entity?: AuditEntity) => (entity && entityFieldLabels[entity]?.[field]) ?? auditFieldLabels[field] ?? spelledOut(field);

/** A stored value as a person reads it: Russian words for statuses, roles and kinds, money in roubles, «да»/«нет», «—» for nothing, lists and objects as text. */
export function valueText(value: unknown, field = '', entity?: AuditEntity): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  const words = (entity && entityValueWords[entity]?.[field]) || valueWords[field];
  if (typeof value === 'string' && words?.[value]) return words[value];
  if (money.has(field) && Number.isFinite(Number(value))) return formatPrice(Number(value));
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(item)).join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([key, item]) => `${key}: ${valueText(item)}`).join('; ') : '—';
  }
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return formatDateTime(value);
  return String(value);
}
