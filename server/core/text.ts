/** A NUL character, or half of a surrogate pair without its other half: PostgreSQL stores neither. */
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BAD_TEXT_MESSAGE = 'Недопустимый символ: нулевой байт или одиночный суррогат';

export const isCleanText = (text: string) => !BAD_TEXT.test(text);

/**
 * The path (`parameters.Цвет`, `rows.2.name`) of the first string, or object key, that holds a
 * character no text field accepts; undefined when there is none. Walks plain objects and arrays only.
 */
export function findBadText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isCleanText(value) ? undefined : path.join('.') || '_';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    for (const [key, inner] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, '_key'].join('.');
      const found = findBadText(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
