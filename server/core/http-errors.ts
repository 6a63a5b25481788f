import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Server } from 'node:http';
import { AppError, badInput, QueryTooComplex, toAppError, TooManyRequests } from './errors.js';

/** What body-parser reports, as catalogue errors. */
function requestError(error: { type?: string; status?: number }): AppError | undefined {
  if (error.type === 'entity.parse.failed') return badInput({ body: 'Тело запроса — не корректный JSON' });
  if (error.type === 'entity.too.large') return new AppError(413);
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') return new AppError(415);
  if (error.status && error.status >= 400 && error.status < 500) return new AppError(error.status);
  return undefined;
}

/** Any error as a catalogue error, logged when it is the server's fault. */
function asAppError(error: unknown, req: Request, res: Response): AppError {
  const appError = error instanceof AppError ? error : (requestError(error as object) ?? toAppError(error));
  // An operation answered 503 at its deadline may still fail writing its late result: nothing to report.
  if (appError.status >= 500 && !res.locals.abandoned) req.log?.error({ err: appError.cause ?? error }, 'ошибка запроса');
  if (appError instanceof TooManyRequests && !res.headersSent) res.setHeader('Retry-After', String(appError.retryAfter));
  return appError;
}

/** The one Express error handler: `{statusCode, message, details}`, never a stack trace. */
export const httpErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = asAppError(error, req, res);
  if (!res.headersSent) res.status(appError.status).json(appError.toJSON());
};

/** A catalogue error as a GraphQL response, with the status REST would give it. */
export function sendGraphQLError(res: Response, error: AppError): void {
  if (error instanceof TooManyRequests) res.setHeader('Retry-After', String(error.retryAfter));
  const reason = error instanceof QueryTooComplex ? { reason: error.reason } : {};
  const details = error.details === undefined ? {} : { details: error.details };
  res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: error.code, status: error.status, ...reason, ...details } }] });
}

/** Errors on /graphql before Apollo answers (limits, CSRF, a broken upload): shaped as GraphQL errors. */
export const graphqlErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = asAppError(error, req, res);
  if (!res.headersSent) sendGraphQLError(res, appError);
};

/**
 * What Node's HTTP parser refuses before Express sees it (an address or headers over 16 KB, a
 * request line that is not HTTP) still gets the catalogue's JSON answer in Russian.
 */
export function answerUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const appError = new AppError(error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);
    const body = JSON.stringify(appError.toJSON());
    socket.end(`HTTP/1.1 ${appError.status} ${appError.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}
