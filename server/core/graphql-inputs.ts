import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Extensions, Field, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { z } from 'zod';

type GraphQLTypeRef = Parameters<typeof Field>[0] extends infer F ? (F extends (...a: never[]) => infer R ? R : never) : never;

const enums = new Map<string, object>();

/**
 * A GraphQL enum registered once by name; an output field and a zod input schema whose
 * `meta({ id })` names it then share the one type.
 */
export function graphqlEnum<const V extends string>(name: string, values: readonly V[], description?: string): { [K in V]: K } {
  let type = enums.get(name);
  if (!type) {
    type = Object.fromEntries(values.map((v) => [v, v]));
    registerEnumType(type, { name, description });
    enums.set(name, type);
  }
  return type as { [K in V]: K };
}

function enumType(schema: z.ZodEnum): object {
  const name = schema.meta()?.id;
  return name ? graphqlEnum(name, schema.options.map(String), schema.description) : String;
}

/** Strips optional/default/pipe wrappers to the type GraphQL should see. */
function unwrap(schema: z.ZodType): { base: z.ZodType; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') {
      nullable = true;
      current = def.innerType!;
    } else if (def.type === 'readonly' || def.type === 'catch' || def.type === 'nonoptional') {
      current = def.innerType!;
    } else if (def.type === 'pipe') {
      current = def.out!._zod.def.type === 'transform' ? def.in! : def.out!;
    } else {
      return { base: current, nullable };
    }
  }
}

function graphqlType(schema: z.ZodType): GraphQLTypeRef {
  const { base } = unwrap(schema);
  switch (base._zod.def.type) {
    case 'string':
      return String;
    case 'boolean':
      return Boolean;
    case 'number': {
      const format = (base as z.ZodNumber).format;
      return format && /int/.test(format) ? Int : Float;
    }
    case 'enum':
      return enumType(base as z.ZodEnum);
    case 'literal': {
      const value = (base as z.ZodLiteral).value;
      return typeof value === 'boolean' ? Boolean : typeof value === 'number' ? Float : String;
    }
    case 'array':
      return [graphqlType((base as z.ZodArray<z.ZodType>).element)] as GraphQLTypeRef;
    case 'record':
    case 'object':
      return GraphQLJSONObject;
    default:
      throw new Error(`Тип zod «${base._zod.def.type}» не отображается в GraphQL`);
  }
}

/** The first description met on the way down through optional/default/pipe wrappers. */
function describe(schema: z.ZodType): string | undefined {
  for (let current: z.ZodType | undefined = schema; current; ) {
    if (current.description) return current.description;
    const def = current._zod.def as { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
    current = def.innerType ?? (def.out && def.out._zod.def.type !== 'transform' ? def.out : def.in);
  }
  return undefined;
}

/** The value zod gives a field left out (a list's page size), if it gives one. */
function defaultOf(schema: z.ZodType): unknown {
  for (let current: z.ZodType | undefined = schema; current; ) {
    const def = current._zod.def as { type: string; defaultValue?: unknown; innerType?: z.ZodType; in?: z.ZodType };
    if (def.type === 'default') return def.defaultValue;
    current = def.innerType ?? def.in;
  }
  return undefined;
}

function classFrom<S extends z.ZodObject>(name: string, schema: S) {
  const cls = { [name]: class {} }[name];
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const type = graphqlType(field); // now, not lazily: enums must be registered before the schema is built
    Field(() => type, { nullable: unwrap(field).nullable, description: describe(field) })(cls.prototype, key);
    // The operation's measure reads it (core/graphql-limits.ts): a list's own page size, whichever module it is.
    const fallback = defaultOf(field);
    if (fallback !== undefined) Extensions({ defaultValue: fallback })(cls.prototype, key);
  }
  return cls as unknown as new () => z.input<S>;
}

/**
 * A GraphQL input type made from the zod schema that validates the same body over REST,
 * so the two APIs cannot drift apart.
 */
export function inputTypeFrom<S extends z.ZodObject>(name: string, schema: S) {
  const cls = classFrom(name, schema);
  InputType(name, { description: schema.description })(cls);
  return cls;
}

/** GraphQL arguments (a list's filters and paging) made from a REST query schema. */
export function argsTypeFrom<S extends z.ZodObject>(name: string, schema: S) {
  const cls = classFrom(name, schema);
  ArgsType()(cls);
  return cls;
}
