import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from '../../generated/error-code';

export const SERVER_ERROR_MESSAGE = 'Ошибка сервера.';
export const UNAVAILABLE_MESSAGE = 'Запрашиваемый сервер недоступен.';

/**
 * An answer without the shop's own body (a proxy in front of it failing): only whether the server
 * could be reached is known. The shop's own answers always carry their Russian message.
 */
const statusMessage = (status: number) => (status >= 502 && status <= 504 ? UNAVAILABLE_MESSAGE : SERVER_ERROR_MESSAGE);

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
  if (ServerError.is(error) || ServerParseError.is(error)) return statusMessage(error.statusCode);
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

/** The server's code of a failure (`extensions.code`, CONTRACT §21): what a screen branches on, never the message's text. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
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
