import fc from 'fast-check';
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import type { z } from 'zod';

/** Strings an attacker tries first: NUL, lone surrogates, injections, traversal, templates, markup, sheer length. */
export const nastyStrings = [
  '\u0000',
  'abc\u0000def',
  '\ud800',
  'x\udc00y',
  '\udbff\udbff',
  "' OR '1'='1",
  '1; DROP TABLE product; --',
  '"; SELECT pg_sleep(5); --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}#{7*7}',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: x=1',
  '‮evil',
  '𝕍𝕚𝕥𝕣𝕚𝕟𝕒 🛍️',
  '',
  '   ',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(70_000),
];

const nastyString = fc.oneof(fc.constantFrom(...nastyStrings), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));

const nastyNumber = fc.oneof(fc.constantFrom(0, -1, 1.5, 2_147_483_648, -2_147_483_649, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Any JSON value, mostly hostile: wrong types, nested, empty, oversized. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 4, arbitrary: nastyString },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [5], { id: 1 }, [null]) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyString, tie('value'), { maxKeys: 3 }) },
  ),
})).value;

/** Schema wrappers down to the type that decides the value's shape. */
function baseOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = def.out!._zod.def.type === 'transform' ? def.in! : def.out!;
    else return current;
  }
}

/** A value of the field's own kind, well-formed enough to get past validation, so the service behind it is reached. */
function plausibleFor(key: string, schema: z.ZodType, ids: number[]): unknown {
  const base = baseOf(schema);
  const def = base._zod.def as { type: string; entries?: Record<string, string>; element?: z.ZodType; values?: unknown[] };
  switch (def.type) {
    case 'number':
      return /id$/i.test(key) ? ids[key.length % ids.length] : 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return /ids$/i.test(key) ? [ids[0]] : [];
    case 'object':
    case 'record':
      return {};
    default:
      if (/email/i.test(key)) return 'fuzz@example.ru';
      if (/password/i.test(key)) return 'fuzz-password-1';
      if (/phone/i.test(key)) return '+7 999 000-00-00';
      if (/zip/i.test(key)) return '123456';
      if (/url/i.test(key)) return 'fuzz-url';
      return 'Проверка';
  }
}

/** A body or query for a zod object: each field plausible or hostile, some left out, an unknown one added. */
export function objectFor(schema: z.ZodType | undefined, ids: number[]): fc.Arbitrary<Record<string, unknown>> {
  const shape = schema && (baseOf(schema)._zod.def as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return fc.dictionary(nastyString, nastyValue, { maxKeys: 4 });
  const fields = Object.entries(shape).map(([key, field]) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(plausibleFor(key, field, ids)) }, { weight: 2, arbitrary: nastyValue }, { weight: 1, arbitrary: fc.constant(undefined) }).map((value) => [key, value] as const),
  );
  return fc.tuple(fc.tuple(...fields), fc.option(fc.tuple(nastyString, nastyValue))).map(([entries, extra]) => Object.fromEntries([...entries.filter(([, v]) => v !== undefined), ...(extra ? [extra] : [])]));
}

/** A path segment as it travels: percent-encoded, sometimes not even valid UTF-8 once decoded. */
export const pathSegment = (ids: number[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...ids.map(String)) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '99999999999', '1.5', '1e3', '0x10', '%20', '%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%C0%AE%C0%AE%2F', '..%2F..%2Fetc%2Fpasswd', 'nothing', 'x'.repeat(2000)) },
    { weight: 2, arbitrary: nastyString.map(encode) },
  );

/** encodeURIComponent, except that a lone surrogate becomes the bytes of one (which no decoder accepts). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** A GraphQL variable value for an argument: one of its kind, or anything at all. */
export function argumentValue(type: GraphQLInputType, ids: number[]): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fc.constant(plausibleArgument(type, ids)) }, { weight: 2, arbitrary: nastyValue });
}

function plausibleArgument(type: GraphQLInputType, ids: number[]): unknown {
  if (isNonNullType(type)) return plausibleArgument(type.ofType, ids);
  if (isListType(type)) return [plausibleArgument(type.ofType, ids)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(Object.values(named.getFields()).map((field) => [field.name, plausibleArgument(field.type, ids)]));
  }
  if (isScalarType(named)) return ({ Int: ids[0], Float: 1, Boolean: true, JSONObject: {} } as Record<string, unknown>)[named.name] ?? 'Проверка';
  return null;
}
