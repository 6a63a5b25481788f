import type { AuditEntity } from '../../generated/admin/graphql';
import { brandUrls } from '../brands/urls';
import { categoryUrls } from '../categories/urls';
import { checkoutUrls } from '../checkouts/urls';
import { colorUrls } from '../colors/urls';
import { newsUrls } from '../news/urls';
import { productUrls } from '../products/urls';
import { sizeUrls } from '../sizes/urls';
import { tagUrls } from '../tags/urls';
import { userUrls } from '../users/urls';

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
};

export const actions: Record<string, string> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  status: 'Статус заказа',
  role: 'Роль',
  import: 'Импорт из Excel',
  bulk: 'Массовое действие',
};

/** Field names as the back office's forms call them; others are shown as stored. */
const fields: Record<string, string> = {
  name: 'Название',
  url: 'Адрес (url)',
  desc: 'Описание',
  description: 'Описание',
  price: 'Цена',
  oldPrice: 'Старая цена',
  stock: 'Остаток',
  sku: 'Артикул',
  available: 'В продаже',
  inStock: 'В наличии',
  categoryId: 'Категория (номер)',
  brandId: 'Бренд (номер)',
  sizeId: 'Размер (номер)',
  colorId: 'Цвет (номер)',
  tagId: 'Тег (номер)',
  images: 'Картинки',
  image: 'Картинка',
  parameters: 'Параметры',
  status: 'Статус',
  role: 'Роль',
  email: 'Почта',
  firstName: 'Имя',
  lastName: 'Фамилия',
  phone: 'Телефон',
  password: 'Пароль',
  isVerified: 'Почта подтверждена',
  hidden: 'Скрыт',
  text: 'Текст',
  title: 'Заголовок',
  link: 'Ссылка',
  showOnMain: 'На главной',
  quantity: 'Количество',
};

export const fieldLabel = (field: string) => fields[field] ?? field;

/** A stored value as a person reads it: «да»/«нет», «—» for nothing, lists and objects as text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
