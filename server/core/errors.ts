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

/**
 * The stable codes of error answers (CONTRACT §21): REST `code`, GraphQL `extensions.code`. Programs,
 * the storefront and the back office branch on these and `details`, never on the Russian message.
 */
export const errorCodes = {
  VALIDATION: 'Неверные данные; `details` — поле → причина',
  UNAUTHENTICATED: 'Нужен вход',
  FORBIDDEN: 'Недостаточно прав',
  NOT_FOUND: 'Запись не найдена',
  ALREADY_CONFIRMED: 'Почта уже подтверждена',
  DUPLICATE: 'Такая запись уже есть; `details.field` — поле с занятым значением',
  IN_USE: 'Запись используется и не может быть удалена; `details` — где',
  OUT_OF_STOCK: 'Товара не хватает; `details {variantId, sku, left}`',
  PRODUCT_OFF_SALE: 'Товар больше не продаётся; `details {productId, variantId}`',
  PROMO_REFUSED: 'Промокод не подходит; `details {reason}`: not_found, expired, not_started, min_amount, first_order, per_customer, not_applicable',
  PROMO_USED_UP: 'Промокод уже использован',
  ORDER_STATUS: 'Заказ в этом статусе так изменить нельзя; `details {from, to}`',
  RETURN_REQUEST_DECIDED: 'Заявку на возврат уже рассмотрели; `details {status}`',
  CAMPAIGN_SENT: 'Рассылка уже отправлена',
  NO_EMAIL: 'У сообщения нет адреса почты: ответить письмом нельзя',
  IN_STOCK: 'Товар есть в наличии: ждать поступления не нужно',
  STALE: 'Запись изменили с тех пор, как её прочитали; `details.current` — запись сейчас',
  RETRY: 'Запрос пересёкся с другим: повторите его',
  RATE_LIMITED: 'Слишком много запросов или неоплаченных заказов; REST присылает Retry-After',
  LAST_ADMIN: 'Последнего администратора нельзя удалить или лишить роли',
  QUERY_TOO_COMPLEX: 'Запрос GraphQL сложнее допустимого',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Сохранённые запросы GraphQL не поддерживаются',
  PAYMENT_REFUSED: 'Оплата или возврат невозможны; `details {reason}`',
  DELIVERY_UNAVAILABLE: 'Доставка недоступна: 400 — способ доставки не найден или выключен (`details.deliveryMethodId`); 503 — служба доставки (СДЭК) не ответила вовремя или ответила ошибкой: предложите другие способы',
  TOO_LARGE: 'Слишком большой запрос, файл или заголовки',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый тип данных',
  SERVICE_UNAVAILABLE: 'Услуга временно недоступна',
  BAD_GATEWAY: 'Внешняя служба ответила ошибкой',
  INTERNAL_SERVER_ERROR: 'Ошибка сервера',
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The code an error of each HTTP status carries unless it names a more specific one. */
const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'ALREADY_CONFIRMED',
  409: 'DUPLICATE',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'TOO_LARGE',
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

/** An expected failure: carries its HTTP status, a stable code, a Russian message and optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string = statusMessages[status] ?? statusMessages[500],
    readonly details?: unknown,
    options: { code?: ErrorCode; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = options.code ?? statusCodes[status] ?? 'INTERNAL_SERVER_ERROR';
  }

  toJSON() {
    return { statusCode: this.status, code: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) };
  }
}

export const badInput = (details?: FieldErrors) => new AppError(400, statusMessages[400], details);
export const unauthorized = () => new AppError(401);
export const forbidden = (message?: string) => new AppError(403, message);
export const notFound = () => new AppError(404);
/** A value already taken: `details.field` names the field, and `details[field]` says why in Russian, as a field error would. */
export const duplicate = (field?: string, reason?: string) => new AppError(409, statusMessages[409], field ? { field, [field]: reason ?? statusMessages[409] } : undefined);
export const inUse = (details?: unknown) => new AppError(409, IN_USE_MESSAGE, details, { code: 'IN_USE' });
/** A refusal with its own code and details (CONTRACT §21). */
export const refusal = (status: number, code: ErrorCode, message: string, details?: unknown) => new AppError(status, message, details, { code });
/** A GraphQL operation over the depth, alias or cost limits, refused before it runs (CONTRACT §7). */
export class QueryTooComplex extends AppError {
  constructor(readonly reason: string) {
    super(400, 'Запрос слишком сложный.', undefined, { code: 'QUERY_TOO_COMPLEX' });
  }
}

/** A request naming a persisted query instead of sending its document (CONTRACT §12). */
export class PersistedQueryNotSupported extends AppError {
  constructor() {
    super(400, 'Сохранённые запросы не поддерживаются: отправьте текст запроса.', undefined, { code: 'PERSISTED_QUERY_NOT_SUPPORTED' });
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
    super(409, 'Запись изменили, пока вы её редактировали.', { current }, { code: 'STALE' });
  }
}

/** Refuses a change sent with a `version` other than the stored one; `current` reads the record as it is now. */
export async function refuseStale(sent: number | undefined, stored: number, current: () => Promise<unknown>): Promise<void> {
  if (sent !== undefined && sent !== stored) throw new Stale(await current());
}

/** The shop always keeps an Admin (CONTRACT §12, §18): deleting or demoting the last one is refused. */
export class LastAdmin extends AppError {
  constructor(demoting: boolean) {
    super(409, demoting ? 'Нельзя лишить роли последнего администратора' : 'Нельзя удалить последнего администратора', undefined, { code: 'LAST_ADMIN' });
  }
}

/** Two transactions crossed (a deadlock, or a serialisation failure): the loser is told to try again. */
export class TransactionsCrossed extends AppError {
  constructor(cause: unknown) {
    super(409, 'Эти данные сейчас меняет другой запрос. Повторите попытку.', undefined, { code: 'RETRY', cause });
  }
}

/** A 409 about the record itself (a value taken, a record still in use), not about two transactions crossing. */
export const isRefusal = (error: AppError): boolean => error.status === 409 && error.code !== 'RETRY';

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
  if (code === PG_UNIQUE_VIOLATION) return duplicate();
  if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) return inUse();
  if (code && PG_CROSSED.includes(code)) return new TransactionsCrossed(error);
  if (databaseUnreachable(error)) return new AppError(503, undefined, undefined, { cause: error });
  return new AppError(500, undefined, undefined, { cause: error });
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
