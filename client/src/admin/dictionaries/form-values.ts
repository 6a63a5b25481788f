import type { FieldErrors } from '../../shared/errors/error-message';
import type { FieldSpec, FormValues } from './dictionary';

export const REQUIRED_MESSAGE = 'Заполните поле';

/** The values of an empty create form. */
export function emptyValues(fields: FieldSpec[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'checkbox') values[field.name] = false;
    else if (field.kind === 'list') values[field.name] = [];
    else if (field.kind === 'color') values[field.name] = field.defaultValue;
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
    else if (field.kind === 'select') {
      const related = source[field.recordKey] as { id?: number } | null | undefined;
      values[field.name] = related?.id ? String(related.id) : '';
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
      case 'list':
        input[field.name] = (Array.isArray(value) ? value : []).map((item) => item.trim()).filter(Boolean);
        break;
    }
  }
  return input;
}

/** The checks made before sending: required texts must not be blank. The server checks the rest. */
export function validateValues(fields: FieldSpec[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    if ((field.kind === 'text' || field.kind === 'textarea') && field.required && !String(values[field.name] ?? '').trim()) errors[field.name] = REQUIRED_MESSAGE;
  }
  return errors;
}
