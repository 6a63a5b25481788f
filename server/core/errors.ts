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
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

export const IN_USE_MESSAGE = 'Удалить невозможно, В файле есть дополнительные данные';
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
    return { statusCode: this.status, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}

export const badInput = (details?: FieldErrors) => new AppError(400, statusMessages[400], details);
export const unauthorized = () => new AppError(401);
export const forbidden = (message?: string) => new AppError(403, message);
export const notFound = () => new AppError(404);
export const conflict = (details?: unknown) => new AppError(409, statusMessages[409], details);
export const inUse = (details?: unknown) => new AppError(409, IN_USE_MESSAGE, details);
/** 429, with the seconds to wait that REST sends as `Retry-After`. */
export class TooManyRequests extends AppError {
  readonly retryAfter: number;
  constructor(msBeforeNext: number) {
    super(429);
    this.retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  }
}

/** PostgreSQL error codes the services translate into catalogue errors. */
const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
const PG_RESTRICT_VIOLATION = '23001';

function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

/**
 * Turns any thrown value into an AppError. Database constraint failures become 409s;
 * anything unknown becomes a 500 whose message never reveals internals.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = pgCode(error);
  if (code === PG_UNIQUE_VIOLATION) return conflict();
  if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) return inUse();
  return new AppError(500, undefined, undefined, error);
}
