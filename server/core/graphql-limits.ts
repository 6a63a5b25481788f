import {
  getNamedType,
  isListType,
  isNonNullType,
  Kind,
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

/** A list with a `limit` argument that is left out returns a default page (CONTRACT §2). */
const DEFAULT_PAGE = 100;
const DEFAULT_PRODUCT_PAGE = 24;
/** What a list without a `limit` argument (a category's children, a product's variants) is assumed to hold. */
const UNBOUNDED_LIST = 10;

interface Measure {
  cost: number;
  depth: number;
  aliases: number;
}

/**
 * Measures an operation without executing it: the depth of its selections, its aliases and an
 * estimated cost, which counts the objects the answer may hold: a field with a selection costs
 * 1 plus its selection's cost, times its length for a list (the `limit` argument, else the default
 * page size); a scalar costs nothing beyond its object. Fragments are measured once each, so a
 * document cannot make this walk exponential; a cycle of fragments is refused here.
 */
export function measureOperation(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): Measure | 'cycle' | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((o) => (operationName ? o.name?.value === operationName : true));
  if (!operation) return undefined;
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const measured = new Map<string, Measure | 'busy'>();

  const limitOf = (field: GraphQLField<unknown, unknown>, node: FieldNode): number | undefined => {
    const limitArg = field.args.find((a) => a.name === 'limit');
    if (!limitArg) return undefined;
    const given = node.arguments?.find((a) => a.name.value === 'limit')?.value;
    const value = given && valueOf(given, variables);
    const fallback = field.args.some((a) => a.name === 'page') ? DEFAULT_PRODUCT_PAGE : DEFAULT_PAGE;
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
  };

  const selection = (set: SelectionSetNode, parent: GraphQLCompositeType, pageLimit?: number): Measure | 'cycle' => {
    const total: Measure = { cost: 0, depth: 0, aliases: 0 };
    const add = (part: Measure) => {
      total.cost += part.cost;
      total.aliases += part.aliases;
      total.depth = Math.max(total.depth, part.depth);
    };
    for (const node of set.selections) {
      if (node.kind === Kind.FIELD) {
        const field = 'getFields' in parent ? parent.getFields()[node.name.value] : undefined;
        const aliases = node.alias ? 1 : 0;
        if (!field || !node.selectionSet) {
          add({ cost: 0, depth: 1, aliases });
          continue;
        }
        const limit = limitOf(field, node);
        const list = isList(field.type);
        // A page's `rows` hold as many as the page's limit; other lists without a limit are assumed short.
        const length = !list ? 1 : (limit ?? (node.name.value === 'rows' ? pageLimit : undefined) ?? UNBOUNDED_LIST);
        const inner = selection(node.selectionSet, getNamedType(field.type) as GraphQLCompositeType, list ? undefined : limit);
        if (inner === 'cycle') return inner;
        add({ cost: length * (1 + inner.cost), depth: inner.depth + 1, aliases: aliases + inner.aliases });
      } else if (node.kind === Kind.INLINE_FRAGMENT) {
        const type = node.typeCondition ? schema.getType(node.typeCondition.name.value) : parent;
        const inner = selection(node.selectionSet, (type as GraphQLCompositeType) ?? parent, pageLimit);
        if (inner === 'cycle') return inner;
        add(inner);
      } else {
        const name = node.name.value;
        const key = `${name}:${pageLimit}`;
        const known = measured.get(key);
        if (known === 'busy') return 'cycle';
        if (known) {
          add(known);
          continue;
        }
        const fragment = fragments.get(name);
        if (!fragment) continue;
        measured.set(key, 'busy');
        const type = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType | undefined;
        const inner = selection(fragment.selectionSet, type ?? parent, pageLimit);
        if (inner === 'cycle') return inner;
        measured.set(key, inner);
        add(inner);
      }
    }
    return total;
  };

  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  return root ? selection(operation.selectionSet, root) : undefined;
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
  if (measure === 'cycle') return 'Фрагменты запроса ссылаются друг на друга по кругу';
  if (measure.depth > limits.maxDepth) return `Глубина запроса ${measure.depth} больше допустимой ${limits.maxDepth}`;
  if (measure.aliases > limits.maxAliases) return `Псевдонимов в запросе ${measure.aliases}, допустимо не больше ${limits.maxAliases}`;
  if (measure.cost > limits.maxCost) return `Оценка стоимости запроса ${measure.cost} больше допустимой ${limits.maxCost}`;
  return undefined;
}
