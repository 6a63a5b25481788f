import type { ErrorRequestHandler } from 'express';
import { AppError, badInput, toAppError, TooManyRequests } from './errors.js';

/** What body-parser reports, as catalogue errors. */
function requestError(error: { type?: string; status?: number }): AppError | undefined {
  if (error.type === 'entity.parse.failed') return badInput({ body: 'Тело запроса — не корректный JSON' });
  if (error.type === 'entity.too.large') return new AppError(413);
  if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') return new AppError(415);
  if (error.status && error.status >= 400 && error.status < 500) return new AppError(error.status);
  return undefined;
}

/** The one Express error handler: `{statusCode, message, details}`, never a stack trace. */
export const httpErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = error instanceof AppError ? error : (requestError(error) ?? toAppError(error));
  if (appError.status >= 500) req.log?.error({ err: appError.cause ?? error }, 'ошибка запроса');
  if (res.headersSent) return;
  if (appError instanceof TooManyRequests) res.setHeader('Retry-After', String(appError.retryAfter));
  res.status(appError.status).json(appError.toJSON());
};
