import type { FieldErrors } from '../../shared/errors/error-message';
import type { FieldSpec, FormValues } from './dictionary';

export const REQUIRED_MESSAGE = 'Заполните поле';

/** A number typed the Russian way too: «1 990,50» → 1990.5; blank or not a number → NaN. */
export function numberFrom(text: string): number {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  return cleaned ? Number(cleaned) : NaN;
}

const wholeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const fractionFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number as a Russian would type it: 4990.5 → «4 990,50», 2190 → «2 190» (plain spaces, so it reads back as typed). */
export function numberText(value: number): string {
  return (Number.isInteger(value) ? wholeFormat : fractionFormat).format(value).replace(/\s/g, ' ');
}

/**
 * A typed amount redrawn the Russian way once the field is left («4990.5» → «4 990,50»); text that
 * is not a number or has more than two decimals stays as typed, for its check to explain.
 */
export function tidyAmountText(text: string): string {
  const number = numberFrom(text);
  if (Number.isNaN(number) || Math.round(number * 100) / 100 !== number) return text;
  return numberText(number);
}

/** The values of an empty create form. */
export function emptyValues(fields: FieldSpec[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'checkbox') values[field.name] = field.defaultValue ?? false;
    else if (field.kind === 'list') values[field.name] = [];
    else if (field.kind === 'color') values[field.name] = field.defaultValue;
    else if (field.kind === 'choice' || field.kind === 'number') values[field.name] = field.defaultValue ?? '';
    else values[field.name] = '';
  }
  return values;
}

type RecordLike = Record<string, unknown>;

/** The form values of a record being edited. */
export function recordToValues(fields: FieldSpec[], record: object): FormValues {
  const source = record as RecordLike;
  const values = emptyValues(fields);
  for (const field of fields) {
    const value = source[field.name];
    if (field.kind === 'checkbox') values[field.name] = value === true;
    else if (field.kind === 'list') values[field.name] = Array.isArray(value) ? value.map(String) : [];
    else if (field.kind === 'number') values[field.name] = typeof value === 'number' ? numberText(value) : '';
    else if (field.kind === 'select') {
      const related = source[field.recordKey];
      const id = typeof related === 'number' ? related : (related as { id?: number } | null | undefined)?.id;
      values[field.name] = id ? String(id) : '';
    } else if (value !== null && value !== undefined) values[field.name] = String(value);
  }
  return values;
}

/**
 * The GraphQL input of the form: texts trimmed (empty ones left out or cleared, per field), a
 * choice as its id or null, a removed picture as null, list items trimmed with blanks dropped,
 * the color as a lower-case hex code.
 */
export function valuesToInput(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    switch (field.kind) {
      case 'text':
      case 'textarea': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text) input[field.name] = text;
        else if (field.whenEmpty === 'null') input[field.name] = null;
        break;
      }
      case 'image':
        input[field.name] = value || null;
        break;
      case 'color':
        input[field.name] = String(value).toLowerCase();
        break;
      case 'checkbox':
        input[field.name] = value === true;
        break;
      case 'select':
        input[field.name] = value ? Number(value) : null;
        break;
      case 'choice':
        input[field.name] = value;
        break;
      case 'number': {
        const number = numberFrom(String(value));
        if (!Number.isNaN(number)) input[field.name] = number;
        else if (!field.required) input[field.name] = null;
        break;
      }
      case 'list':
        input[field.name] = (Array.isArray(value) ? value : []).map((item) => item.trim()).filter(Boolean);
        break;
    }
  }
  return input;
}

/** Why a typed number cannot be sent: blank when required, not a number, a fraction where a whole one is asked, below zero. */
function numberProblem(field: Extract<FieldSpec, { kind: 'number' }>, text: string): string | null {
  if (!text.trim()) return field.required ? REQUIRED_MESSAGE : null;
  const number = numberFrom(text);
  if (Number.isNaN(number)) return 'Введите число, например 350 или 4 990,50';
  if (field.whole && !Number.isInteger(number)) return 'Введите целое число';
  if (number < 0) return 'Не меньше 0';
  return null;
}

/** The checks made before sending: required texts must not be blank, numbers must be numbers. The server checks the rest. */
export function validateValues(fields: FieldSpec[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const text = String(values[field.name] ?? '');
    if ((field.kind === 'text' || field.kind === 'textarea') && field.required && !text.trim()) errors[field.name] = REQUIRED_MESSAGE;
    const problem = field.kind === 'number' && numberProblem(field, text);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}
