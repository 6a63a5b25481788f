import { formatPrice } from '../../../shared/format/format';
import type { FieldChanges } from '../spreadsheet';

/** The API's field names as the back office names them. */
const labels: Record<string, string> = {
  name: 'Название',
  category: 'Категория',
  brand: 'Бренд',
  desc: 'Описание',
  available: 'В продаже',
  colors: 'Цвета',
  sizes: 'Размеры',
  tags: 'Теги',
  images: 'Изображения',
  parameters: 'Параметры',
  sku: 'Артикул',
  size: 'Размер',
  color: 'Цвет',
  price: 'Цена',
  oldPrice: 'Старая цена',
  stock: 'Остаток',
};

const LONG_TEXT = 80;

/** A value as the preview shows it: prices in roubles, lists joined, nothing as «—». */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  // kopecks are kept: a change of 50 kopecks must not read «4 990 ₽ → 4 990 ₽»
  if (field === 'price' || field === 'oldPrice') return formatPrice(Number(value));
  if (field === 'stock') return `${String(value)} шт.`;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([key, text]) => `${key}: ${String(text)}`).join('; ') : '—';
  }
  const text = String(value);
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT)}…` : text;
}

/** «Цена: 4 990 ₽ → 5 290 ₽» for each changed field; for a new record just its value, «Цена: 5 290 ₽». */
export function changeLines(fields: FieldChanges, created: boolean): string[] {
  return Object.entries(fields).map(([field, [before, after]]) => {
    const label = labels[field] ?? field;
    return created ? `${label}: ${shown(field, after)}` : `${label}: ${shown(field, before)} → ${shown(field, after)}`;
  });
}
