/** The one Russian error catalogue (SPEC §8, CONTRACT §2) shared by REST and GraphQL. */

export const statusMessages: Record<number, string> = {
  400: 'Отправлены неверные данные.',
  401: 'Вы не авторизованы.',
  403: 'У Вас недостаточно прав.',
  404: 'Запрашиваемые данные не найдены.',
  408: 'Уже проверено',
  409: 'Такая запись уже существует.',
  413: 'Слишком большой запрос.',
  415: 'Неподдерживаемый тип данных.',
  429: 'Слишком много запросов с этого IP. Повторите попытку чуть позже.',
  431: 'Слишком длинный адрес или заголовки запроса.',
  500: 'Ошибка сервера.',
  502: 'Запрашиваемый сервер недоступен.',
  503: 'Услуга недоступна',
};

/** GraphQL `extensions.code` for each HTTP status (CONTRACT §5). */
export const statusCodes: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'ALREADY_CONFIRMED',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
  431: 'BAD_USER_INPUT',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

export const IN_USE_MESSAGE = 'Удалить невозможно, В файле есть дополнительные данные';
/** `details.files` (or `details.file`) of a multipart body that cannot be read. */
export const MALFORMED_MULTIPART = 'Тело запроса multipart повреждено или неполно';
export const OWN_REVIEW_MESSAGE = 'Вы не можете реагировать на собственный отзыв';

/** Field name → Russian reason, sent as `details` of a 400. */
export type FieldErrors = Record<string, string>;

/** An expected failure: carries its HTTP status, a Russian message and optional details. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string = statusMessages[status] ?? statusMessages[500],
    readonly details?: unknown,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'AppError';
  }

  get code(): string {
    return statusCodes[this.status] ?? 'INTERNAL_SERVER_ERROR';
  }

  toJSON() {
    return { statusCode: this.status, code: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}

export const badInput = (details?: FieldErrors) => new AppError(400, statusMessages[400], details);
export const unauthorized = () => new AppError(401);
export const forbidden = (message?: string) => new AppError(403, message);
export const notFound = () => new AppError(404);
export const conflict = (details?: unknown) => new AppError(409, statusMessages[409], details);
export const inUse = (details?: unknown) => new AppError(409, IN_USE_MESSAGE, details);
/** A GraphQL operation over the depth, alias or cost limits, refused before it runs (CONTRACT §7). */
export class QueryTooComplex extends AppError {
  constructor(readonly reason: string) {
    super(400, 'Запрос слишком сложный.');
  }

  override get code(): string {
    return 'QUERY_TOO_COMPLEX';
  }
}

/** A request naming a persisted query instead of sending its document (CONTRACT §12). */
export class PersistedQueryNotSupported extends AppError {
  constructor() {
    super(400, 'Сохранённые запросы не поддерживаются: отправьте текст запроса.');
  }

  override get code(): string {
    return 'PERSISTED_QUERY_NOT_SUPPORTED';
  }
}

/** 429, with the seconds to wait that REST sends as `Retry-After`. */
export class TooManyRequests extends AppError {
  readonly retryAfter: number;
  constructor(msBeforeNext: number, message?: string) {
    super(429, message);
    this.retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  }
}

/** A change based on an older version of a record than the one stored (CONTRACT §17): nothing is written; `details.current` is the record now. */
export class Stale extends AppError {
  constructor(current: unknown) {
    super(409, 'Запись изменили, пока вы её редактировали.', { current });
  }

  override get code(): string {
    return 'STALE';
  }
}

/** Refuses a change sent with a `version` other than the stored one; `current` reads the record as it is now. */
export async function refuseStale(sent: number | undefined, stored: number, current: () => Promise<unknown>): Promise<void> {
  if (sent !== undefined && sent !== stored) throw new Stale(await current());
}

/** The shop always keeps an Admin (CONTRACT §12, §18): deleting or demoting the last one is refused. */
export class LastAdmin extends AppError {
  constructor(demoting: boolean) {
    super(409, demoting ? 'Нельзя лишить роли последнего администратора' : 'Нельзя удалить последнего администратора');
  }

  override get code(): string {
    return 'LAST_ADMIN';
  }
}

/** Two transactions crossed (a deadlock, or a serialisation failure): the loser is told to try again. */
export class TransactionsCrossed extends AppError {
  constructor(cause: unknown) {
    super(409, 'Эти данные сейчас меняет другой запрос. Повторите попытку.', undefined, cause);
  }
}

/** A 409 about the record itself (a value taken, a record still in use), not about two transactions crossing. */
export const isRefusal = (error: AppError): boolean => error.status === 409 && !(error instanceof TransactionsCrossed);

/**
 * Runs a transaction again when PostgreSQL aborted it for crossing another: an aborted transaction
 * wrote nothing, and the other one has gone on, so the next attempt usually passes. For units of work
 * a person should not have to repeat (an order, a slice of a 1C exchange); the last failure is thrown.
 */
export async function againWhenCrossed<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !(toAppError(error) instanceof TransactionsCrossed)) throw error;
    }
  }
}

/** PostgreSQL error codes the services translate into catalogue errors. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_RESTRICT_VIOLATION = '23001';
const PG_CROSSED = ['40001', '40P01'];

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

/** PostgreSQL is out of reach: refused, dropped, shutting down, or no pool connection in time. */
function databaseUnreachable(error: unknown): boolean {
  const code = pgCode(error) ?? '';
  if (/^(08|57P)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57014'].includes(code)) return true;
  const e = error as { name?: string; message?: string; cause?: { name?: string; message?: string } } | null;
  const text = `${e?.name} ${e?.message} ${e?.cause?.name} ${e?.cause?.message}`;
  return /ConnectionException|KnexTimeoutError|Timeout acquiring a connection|Connection terminated|connection error|not queryable|ECONNREFUSED/i.test(text);
}

/**
 * Turns any thrown value into an AppError. Database constraint failures and crossed transactions become 409s, an unreachable
 * database (or a statement cancelled at its timeout) 503 «Услуга недоступна»; anything unknown becomes a 500 whose message never reveals internals.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = pgCode(error);
  if (code === PG_UNIQUE_VIOLATION) return conflict();
  if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) return inUse();
  if (code && PG_CROSSED.includes(code)) return new TransactionsCrossed(error);
  if (databaseUnreachable(error)) return new AppError(503, undefined, undefined, error);
  return new AppError(500, undefined, undefined, error);
}

/**
 * Writes a unit of work whose constraint failure means something to the caller: a 409 becomes
 * `refusal()` (a taken name, a record still in use), and the session is cleared so nothing of the
 * refused change lingers in it.
 */
export async function flushOrRefuse(em: { flush(): Promise<void>; clear(): void }, refusal: () => AppError): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    em.clear();
    const appError = toAppError(error);
    throw isRefusal(appError) ? refusal() : appError;
  }
}
