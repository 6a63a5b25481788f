import { z } from 'zod';
import { badInput, type FieldErrors } from './errors.js';

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

/** A positive integer id, from JSON or from a query string; PostgreSQL's `integer` ends at 2147483647. */
export const id = z.coerce.number().int().positive().max(2_147_483_647, 'Нет записи с таким номером');

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

export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Допустимы латинские буквы, цифры и дефисы между ними');

export const name = z.string().trim().min(1).max(200);

export const paging = {
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
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
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badInput(fieldErrors(result.error));
  return result.data;
}
