import { z } from 'zod';
import { badInput, type FieldErrors } from './errors.js';
import { BAD_TEXT_MESSAGE, findBadText, isCleanText } from './text.js';
import { storedPhone } from './contacts.js';

z.config(z.locales.ru());
z.config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null) return 'Обязательное поле';
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'Заполните поле';
    if (issue.code === 'too_big' && issue.origin === 'string') return `Не длиннее ${issue.maximum} символов`;
    if (issue.code === 'too_big' && issue.origin === 'number') return `Не больше ${issue.maximum}`;
    if (issue.code === 'too_small' && issue.origin === 'number') return `Не меньше ${issue.minimum}`;
    if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Ожидается число';
    if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Ожидается целое число';
    return undefined;
  },
});

/** Text of any field: no NUL and no lone surrogate (CONTRACT §7). `parse` also checks every string it is given. */
export const text = () => z.string().refine(isCleanText, BAD_TEXT_MESSAGE);

/** A number from JSON, or a numeric string from a path or query; `true`, `[5]` or `{}` stay what they are and fail. */
const numeric = (value: unknown) => (typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

/** A whole number between `min` and `max`, from JSON or from a path or query string. */
export const integer = (min: number, max: number) => z.preprocess(numeric, z.number().int().min(min).max(max));

/** A number (money, say) between `min` and `max`, from JSON or from a query string. */
export const decimal = (min: number, max: number) => z.preprocess(numeric, z.number().min(min).max(max));

/** Roubles as a JSON number: `schema` sets the lower bound; at most two decimals, stored exactly as numeric(12,2). */
export const roubles = (schema: z.ZodNumber) =>
  schema.max(99_999_999.99).refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Не больше двух знаков после запятой');

/** A positive integer id, from JSON or from a query string; PostgreSQL's `integer` ends at 2147483647. */
export const id = z.preprocess(numeric, z.number().int().min(1).max(2_147_483_647, 'Нет записи с таким номером'));

/** The version of a record a change was based on (CONTRACT §17): when it is not the stored one, the change is refused as STALE. */
export const version = integer(1, 2_147_483_647).optional().describe('Версия записи, с которой начали правку; если запись с тех пор изменили — 409 STALE');

/** Several ids: repeated (`colors=1&colors=2`) or comma-separated (`colors=1,2`). */
export const idList = z.preprocess(
  (value) => (Array.isArray(value) ? value : String(value).split(',')).flatMap((v) => String(v).split(',')).filter((v) => v.trim() !== ''),
  z.array(id),
);

/** A yes/no flag: a JSON boolean or `true`/`false`/`1`/`0` in a query string. */
export const flag = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}, z.boolean());

export const slug = text()
  .trim()
  .toLowerCase()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Допустимы латинские буквы, цифры и дефисы между ними');

export const name = text().trim().min(1).max(200);

/** A date (`2026-11-23`) or a moment (`2026-11-23T10:00:00Z`). */
export const moment = text()
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)) && realDay(text.slice(0, 10)), 'Неверная дата: нужен вид ГГГГ-ММ-ДД');

/** A calendar day, `2026-11-23`. */
export const day = text()
  .trim()
  .refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && realDay(text), 'Неверная дата: нужен вид ГГГГ-ММ-ДД');

/** JavaScript reads «2026-02-30» as 2 March; PostgreSQL refuses it. Only days the calendar has pass. */
function realDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

export const paging = {
  limit: integer(1, 1000).default(100),
  offset: integer(0, 2_147_483_647).default(0),
};

export const orderBy = z
  .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(['ASC', 'DESC']).meta({ id: 'SortOrder', description: 'Направление сортировки' }))
  .default('ASC');

function fieldErrors(error: z.ZodError): FieldErrors {
  const details: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    details[key] ??= issue.message;
  }
  return details;
}

/** Validates input against a schema; a failure is a 400 whose details name each bad field in Russian. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const badText = findBadText(input);
  if (badText) throw badInput({ [badText]: BAD_TEXT_MESSAGE });
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badInput(fieldErrors(result.error));
  return result.data;
}

export const PHONE_MESSAGE = 'Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567';

/** A Russian phone as typed («8 916 123 45 67», «+7(916)123-45-67», «9161234567»), kept as `+79161234567`. */
export const phoneNumber = text()
  .trim()
  .max(40)
  .refine((value) => storedPhone(value) !== null, PHONE_MESSAGE)
  .transform((value) => storedPhone(value)!)
  .describe('Телефон: российский номер, хранится как +7 и 10 цифр, например +79161234567');

/** A Russian postcode: six digits. */
export const postcode = text().trim().regex(/^\d{6}$/, 'Индекс — шесть цифр').describe('Почтовый индекс: шесть цифр');

/** A phone that may stay empty (`''`), else kept as `phoneNumber` keeps it. */
export const phoneOrEmpty = text()
  .trim()
  .max(40)
  .refine((value) => value === '' || storedPhone(value) !== null, PHONE_MESSAGE)
  .transform((value) => (value === '' ? '' : storedPhone(value)!))
  .describe('Телефон: российский номер (хранится как +7 и 10 цифр, например +79161234567) или пусто');
