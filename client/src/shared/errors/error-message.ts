import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';

export const SERVER_ERROR_MESSAGE = 'Ошибка сервера.';
export const UNAVAILABLE_MESSAGE = 'Запрашиваемый сервер недоступен.';

/** The server's messages per HTTP status (SPEC §8), for failures that carry no message of their own. */
const statusMessages: Record<number, string> = {
  400: 'Отправлены неверные данные.',
  401: 'Вы не авторизованы.',
  403: 'У Вас недостаточно прав.',
  404: 'Запрашиваемые данные не найдены.',
  408: 'Уже проверено',
  409: 'Такая запись уже существует.',
  429: 'Слишком много запросов с этого IP. Повторите попытку чуть позже.',
  500: SERVER_ERROR_MESSAGE,
  502: UNAVAILABLE_MESSAGE,
  503: 'Услуга недоступна',
  504: UNAVAILABLE_MESSAGE,
};

/** Field name → Russian reason, as the server sends in `extensions.details` of a 400. */
export type FieldErrors = Record<string, string>;

function firstGraphQLError(error: unknown): GraphQLFormattedError | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0];
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] };
      return body.errors?.[0];
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The HTTP status behind a failure: `extensions.status` of a GraphQL error, or the response status. */
export function errorStatus(error: unknown): number | undefined {
  const status = firstGraphQLError(error)?.extensions?.status;
  if (typeof status === 'number') return status;
  if (ServerError.is(error) || ServerParseError.is(error)) return error.statusCode;
  return undefined;
}

/** A failed fetch: no response at all (server down, network gone). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && error.name === 'TypeError');
}

/**
 * The Russian sentence to show for any failed operation: the server's own message when it sent
 * one, the status's message otherwise, 'Запрашиваемый сервер недоступен.' when nothing answered
 * and 'Ошибка сервера.' for anything else.
 */
export function errorMessage(error: unknown): string {
  const graphQLError = firstGraphQLError(error);
  if (graphQLError?.message) return graphQLError.message;
  if (ServerError.is(error) || ServerParseError.is(error)) return statusMessages[error.statusCode] ?? SERVER_ERROR_MESSAGE;
  if (isNetworkFailure(error)) return UNAVAILABLE_MESSAGE;
  return SERVER_ERROR_MESSAGE;
}

/**
 * Field errors of a 400 (`extensions.details`), keyed by the form field: a nested key such as
 * `parameters.1` is reported on `parameters` (the first reason wins).
 */
export function fieldErrors(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  for (const [path, reason] of Object.entries(fieldPathErrors(error))) result[path.split('.')[0]] ??= reason;
  return result;
}

/** The server's reasons as it keyed them, by the whole path of a nested field (`lines.0.quantity`). */
export function fieldPathErrors(error: unknown): FieldErrors {
  const details = firstGraphQLError(error)?.extensions?.details;
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The server's code of a failure (`extensions.code`): what a screen branches on, never the message's text. */
export function errorCode(error: unknown): string | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** What the server sent beside its message (`extensions.details`), for a screen that reads more than field reasons. */
export function errorDetails<T>(error: unknown): T | undefined {
  return firstGraphQLError(error)?.extensions?.details as T | undefined;
}

/**
 * The record as it is now, when a change was refused because someone changed the record meanwhile
 * (`STALE`, CONTRACT §17); undefined for any other failure.
 */
export function staleCurrent<T>(error: unknown): T | undefined {
  if (errorCode(error) !== 'STALE') return undefined;
  return errorDetails<{ current?: T }>(error)?.current;
}

/** What a manager is told when their change met a newer one (CONTRACT §17). */
export const STALE_MESSAGE = 'Запись изменили, пока вы её редактировали';
