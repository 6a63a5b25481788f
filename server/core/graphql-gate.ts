import type { RequestHandler } from 'express';
import { Kind, parse, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { AppError, badInput, PersistedQueryNotSupported, QueryTooComplex } from './errors.js';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from './json-depth.js';
import { sendGraphQLError } from './http-errors.js';
import { MAX_TOKENS, refuseComplexOperation, type OperationLimits } from './graphql-limits.js';
import { BAD_TEXT_MESSAGE, findBadText, isCleanText } from './text.js';

interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/**
 * The request as Apollo will read it: a POST's JSON body, or a GET's query string read the way
 * Apollo reads it (URLSearchParams, each parameter given once), so no document slips past unmeasured.
 */
function requestOf(method: string, body: unknown, url: string): GraphQLRequest | undefined {
  if (method !== 'GET') return body && typeof body === 'object' && !Array.isArray(body) ? (body as GraphQLRequest) : undefined;
  const params = new URL(url, 'http://shop').searchParams;
  const once = (name: string) => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  let variables: unknown;
  try {
    variables = JSON.parse(once('variables') ?? 'null');
  } catch {
    variables = undefined;
  }
  return { query: once('query'), variables, operationName: once('operationName'), extensions: once('extensions') };
}

/**
 * Whether the request names a persisted query (Apollo's automatic persisted queries): every document
 * is measured before it runs, which a hash alone would skip, so the shop keeps none.
 */
function namesPersistedQuery(extensions: unknown): boolean {
  if (typeof extensions === 'string') {
    try {
      return namesPersistedQuery(JSON.parse(extensions));
    } catch {
      return false;
    }
  }
  return !!extensions && typeof extensions === 'object' && 'persistedQuery' in extensions;
}

/** Whether a string literal of the document holds NUL or a lone surrogate. */
function badLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (!isCleanText(node.value)) found = true;
    },
  });
  return found;
}

/** What the gate learns of a document's text: its parse (none when it does not parse), and whether it is refused as such. */
interface ReadDocument {
  document?: DocumentNode;
  tooLong: boolean;
  badText: boolean;
}

/** Documents read before, by their text: a shop's clients send the same few again and again. */
const readDocuments = new LRUCache<string, ReadDocument>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (_read, text) => 2 * text.length + 500 });

/** A document's text parsed and looked over once; what the operation costs is measured per request, as it depends on the variables. */
function readDocument(text: string): ReadDocument {
  let read = readDocuments.get(text);
  if (read) return read;
  try {
    const document = parse(text, { maxTokens: MAX_TOKENS, noLocation: true });
    read = { document, tooLong: false, badText: badLiteral(document) };
  } catch (error) {
    // Apollo answers a document that does not parse in its own words
    read = { tooLong: error instanceof Error && /tokens/.test(error.message), badText: false };
  }
  readDocuments.set(text, read);
  return read;
}

/**
 * Stands before Apollo on /graphql (CONTRACT §7): an operation over the depth, alias or cost
 * limits is refused with 400 «Запрос слишком сложный.» before it is validated or run; text with
 * NUL or a lone surrogate, in variables or literals, is 400; an operation still running after
 * `deadlineMs` is answered 503 «Услуга недоступна» and its late result dropped.
 */
export function graphqlGate(schema: GraphQLSchema, limits: OperationLimits, deadlineMs = 10_000): RequestHandler {
  return (req, res, next) => {
    const request = requestOf(req.method, req.body, req.originalUrl);
    if (request && namesPersistedQuery(request.extensions)) return sendGraphQLError(res, new PersistedQueryNotSupported());
    if (request && nestsDeeperThan(request.variables)) return sendGraphQLError(res, badInput({ variables: TOO_DEEP_MESSAGE }));
    if (request && typeof request.query === 'string') {
      const { document, tooLong, badText } = readDocument(request.query);
      if (tooLong) return sendGraphQLError(res, new QueryTooComplex(`Запрос длиннее ${MAX_TOKENS} лексем`));
      const badVariable = findBadText(request.variables, ['variables']);
      if (badVariable) return sendGraphQLError(res, badInput({ [badVariable]: BAD_TEXT_MESSAGE }));
      if (badText) return sendGraphQLError(res, badInput({ query: BAD_TEXT_MESSAGE }));
      const variables = request.variables && typeof request.variables === 'object' ? (request.variables as Record<string, unknown>) : {};
      const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
      const refusal = document && refuseComplexOperation(schema, document, { variables, operationName }, limits);
      if (refusal) return sendGraphQLError(res, new QueryTooComplex(refusal));
    }
    const deadline = setTimeout(() => {
      if (res.headersSent) return;
      res.locals.abandoned = true;
      sendGraphQLError(res, new AppError(503));
    }, deadlineMs);
    res.on('close', () => clearTimeout(deadline));
    next();
  };
}
