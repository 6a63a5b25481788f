import type { GatewayExecutionResult, GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, printSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** How many times a document runs interpreted before it is compiled: a one-off document never pays for compiling. */
const RUNS_BEFORE_COMPILING = 1;

/**
 * graphql-jit 0.8.9 writes a document's literal arguments into the code it compiles and turns
 * `"__MAGIC_DATE__…<text>"` back into `new Date(<text>)`: a string or a name carrying its marker
 * would run as code. Such a document is never compiled.
 */
const compilerMarker = '__MAGIC_';

/** A document's compiled form, or why it runs interpreted: still young, or unsafe to compile. */
type Known = number | 'interpreted' | CompiledQuery;

/**
 * graphql-jit's errors only borrow GraphQLError's prototype: without `extensions` Apollo cannot
 * format them. The same error as graphql-js would make, where it was, caused by what.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const made = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  (made as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return made;
}

/**
 * GraphQL documents that come again run compiled into JavaScript functions (graphql-jit) instead
 * of interpreted by graphql-js on every request: a storefront catalogue page executes about twice
 * as fast so, and the shop's own pages send the same few documents all day. As in Mercurius, a
 * document is compiled on its second run; it is kept as long as Apollo keeps the parsed document
 * (its LRU document store). Variables that do not fit are refused by graphql-js, in its words,
 * which the error catalogue translates. Apollo Server takes another executor only from a gateway:
 * this one serves the shop's own schema, which never changes while it runs.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const documents = new WeakMap<DocumentNode, Map<string, Known>>();
  const executor: GatewayExecutor = async ({ document, operationName, request, context }) => {
    const interpreted = async () => (await execute({ schema, document, operationName, variableValues: request.variables, contextValue: context })) as GatewayExecutionResult;
    let operations = documents.get(document);
    if (!operations) documents.set(document, (operations = new Map()));
    const name = operationName ?? '';
    let known = operations.get(name) ?? 0;
    if (typeof known === 'number') {
      operations.set(name, known < RUNS_BEFORE_COMPILING ? known + 1 : (known = compiled(schema, document, operationName)));
      if (typeof known === 'number') return interpreted();
    }
    if (known === 'interpreted') return interpreted();
    const result = await known.query(undefined, context, request.variables ?? {});
    if (!('data' in result)) return interpreted();
    return (result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result) as GatewayExecutionResult;
  };
  return {
    load: async () => ({ schema, executor }),
    onSchemaLoadOrUpdate: (callback) => {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    stop: async () => undefined,
  };
}

function compiled(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): CompiledQuery | 'interpreted' {
  if (JSON.stringify(document).includes(compilerMarker)) return 'interpreted';
  try {
    const query = compileQuery(schema, document, operationName ?? undefined);
    return isCompiledQuery(query) ? query : 'interpreted';
  } catch {
    // what the compiler cannot take, graphql-js still runs
    return 'interpreted';
  }
}
