import {
  getNamedType,
  isListType,
  isNonNullType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/** CONTRACT §7: what one GraphQL operation may ask for before it is refused unexecuted. */
export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

export const defaultLimits: OperationLimits = { maxDepth: 10, maxAliases: 50, maxCost: 5000 };

/** A document longer than this is refused while parsing: the shop's largest holds about 400. */
export const MAX_TOKENS = 3000;

/** A list with a `limit` argument that is left out returns its own default page (the argument's `defaultValue` extension), else this (CONTRACT §2). */
const DEFAULT_PAGE = 100;
/** What a list without a `limit` argument (a category's children, a product's variants) is assumed to hold. */
const UNBOUNDED_LIST = 10;

interface Measure {
  cost: number;
  depth: number;
  aliases: number;
}

/** A refusal found while walking: a cycle of fragments, or introspection that expands types inside types. */
interface Refused {
  refused: string;
}

/**
 * Introspection answers from the schema itself, so a query of it costs about the schema's size —
 * unless it expands a type's fields, interfaces or values inside another such expansion, which
 * multiplies at every level. That nesting is refused; `ofType` chains (how GraphiQL reads wrapped
 * types) add no depth; `__schema` costs a flat 1000 and `__type` 100.
 */
const INTROSPECTION_COST: Record<string, number> = { __schema: 1000, __type: 100 };
const TYPE_EXPANSIONS = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues']);

/** Where the walk is: inside introspection, and inside a type's expansion there. */
type Walk = 'data' | 'introspection' | 'expanded';

/**
 * Measures an operation without executing it: the depth of its selections, its aliases and an
 * estimated cost, which counts the objects the answer may hold: a field with a selection costs
 * 1 plus its selection's cost, times its length for a list (the `limit` argument, else the default
 * page size); a scalar costs nothing beyond its object. Fragments are measured once each, so a
 * document cannot make this walk exponential; a cycle of fragments is refused here.
 */
export function measureOperation(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): Measure | Refused | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((o) => (operationName ? o.name?.value === operationName : true));
  if (!operation) return undefined;
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const measured = new Map<string, Measure | 'busy'>();
  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();

  const limitOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): number | undefined => {
    const limitArg = field.args.find((a) => a.name === 'limit');
    if (!limitArg) return undefined;
    const given = node.arguments?.find((a) => a.name.value === 'limit')?.value;
    const value = given && valueOf(given, variables);
    const own = limitArg.extensions?.defaultValue;
    const fallback = typeof own === 'number' ? own : DEFAULT_PAGE;
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  };

  const fieldOf = (parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined => {
    if (parent === root && name === '__schema') return SchemaMetaFieldDef;
    if (parent === root && name === '__type') return TypeMetaFieldDef;
    return 'getFields' in parent ? parent.getFields()[name] : undefined;
  };

  const field = (node: FieldNode, parent: GraphQLCompositeType, pageLimit: number | undefined, walk: Walk): Measure | Refused => {
    const definition = fieldOf(parent, node.name.value);
    const aliases = node.alias ? 1 : 0;
    if (!definition || !node.selectionSet) return { cost: 0, depth: 1, aliases };
    const name = node.name.value;
    const type = getNamedType(definition.type) as GraphQLCompositeType;
    if (walk !== 'data' || INTROSPECTION_COST[name]) {
      const expands = parent.name === '__Type' && TYPE_EXPANSIONS.has(name);
      if (expands && walk === 'expanded') return { refused: 'Интроспекция раскрывает типы внутри типов' };
      const inner = selection(node.selectionSet, type, undefined, expands ? 'expanded' : walk === 'data' ? 'introspection' : walk);
      if ('refused' in inner) return inner;
      return { cost: INTROSPECTION_COST[name] ?? 0, depth: inner.depth + (name === 'ofType' ? 0 : 1), aliases: aliases + inner.aliases };
    }
    const limit = limitOf(definition, node);
    const list = isList(definition.type);
    // A page's `rows` hold as many as the page's limit; other lists without a limit are assumed short.
    const length = !list ? 1 : (limit ?? (name === 'rows' ? pageLimit : undefined) ?? UNBOUNDED_LIST);
    const inner = selection(node.selectionSet, type, list ? undefined : limit, walk);
    if ('refused' in inner) return inner;
    return { cost: length * (1 + inner.cost), depth: inner.depth + 1, aliases: aliases + inner.aliases };
  };

  const selection = (set: SelectionSetNode, parent: GraphQLCompositeType, pageLimit: number | undefined, walk: Walk): Measure | Refused => {
    const total: Measure = { cost: 0, depth: 0, aliases: 0 };
    for (const node of set.selections) {
      let part: Measure | Refused;
      if (node.kind === Kind.FIELD) {
        part = field(node, parent, pageLimit, walk);
      } else if (node.kind === Kind.INLINE_FRAGMENT) {
        const type = node.typeCondition ? (schema.getType(node.typeCondition.name.value) as GraphQLCompositeType | undefined) : parent;
        part = selection(node.selectionSet, type ?? parent, pageLimit, walk);
      } else {
        const fragment = fragments.get(node.name.value);
        if (!fragment) continue;
        const key = `${node.name.value}:${pageLimit}:${walk}`;
        const known = measured.get(key);
        if (known === 'busy') return { refused: 'Фрагменты запроса ссылаются друг на друга по кругу' };
        if (!known) {
          measured.set(key, 'busy');
          const type = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
          const inner = selection(fragment.selectionSet, type ?? parent, pageLimit, walk);
          if ('refused' in inner) return inner;
          measured.set(key, inner);
        }
        part = measured.get(key) as Measure;
      }
      if ('refused' in part) return part;
      total.cost += part.cost;
      total.aliases += part.aliases;
      total.depth = Math.max(total.depth, part.depth);
    }
    return total;
  };

  return root ? selection(operation.selectionSet, root, undefined, 'data') : undefined;
}

const isList = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.INT || node.kind === Kind.FLOAT) return Number(node.value);
  return undefined;
}

/** The Russian reason to refuse an operation before it runs, or undefined when it may run. */
export function refuseComplexOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  request: { variables?: Record<string, unknown>; operationName?: string },
  limits: OperationLimits,
): string | undefined {
  const measure = measureOperation(schema, document, request.variables, request.operationName);
  if (measure === undefined) return undefined;
  if ('refused' in measure) return measure.refused;
  if (measure.depth > limits.maxDepth) return `Глубина запроса ${measure.depth} больше допустимой ${limits.maxDepth}`;
  if (measure.aliases > limits.maxAliases) return `Псевдонимов в запросе ${measure.aliases}, допустимо не больше ${limits.maxAliases}`;
  if (measure.cost > limits.maxCost) return `Оценка стоимости запроса ${measure.cost} больше допустимой ${limits.maxCost}`;
  return undefined;
}
