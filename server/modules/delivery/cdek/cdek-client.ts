import type { CdekSettings } from '../../../core/config.js';
import { CarrierRefused, CarrierUnavailable } from '../carrier.js';
import type {
  CdekDeliveryPoint,
  CdekEntityAnswer,
  CdekError,
  CdekOrderAnswer,
  CdekOrderRequest,
  CdekPrintAnswer,
  CdekPrintRequest,
  CdekSuggestedCity,
  CdekTariffAnswer,
  CdekTariffListAnswer,
  CdekTariffRequest,
  CdekToken,
} from './cdek-types.js';

/** СДЭК did not answer in time, answered 5xx or 429, or answered something unreadable. */
export class CdekUnavailable extends CarrierUnavailable {
  constructor(cause: unknown) {
    super('СДЭК сейчас не отвечает', { cause });
  }
}

/** СДЭК refused the request (4xx) and said why. */
export class CdekRefused extends CarrierRefused {
  constructor(status: number, errors: CdekError[]) {
    const reasons = errors.map((e) => e.message || e.code).join('; ');
    super(`СДЭК отказал: ${reasons || `HTTP ${status}`}`, status, errors);
  }
}

export interface CdekTimeouts {
  /** Reads the checkout waits for (cities, quotes, points): the shopper must hear within 3 s. */
  read: number;
  /** Orders, print forms, webhooks: staff actions and background jobs. */
  write: number;
  /** The token request, shared by every call waiting on it; each caller still gives up at its own deadline. */
  token: number;
}

interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  slow?: boolean;
  /** The answer is a PDF file, read as bytes. */
  pdf?: boolean;
}

/** Seconds before `expires_in` when a token is no longer used (at most 60, a tenth of its life for short ones). */
const tokenMargin = (expiresIn: number) => Math.min(60, expiresIn / 10);

/**
 * A typed client of СДЭК's API v2 over `fetch` (there is no official Node SDK). It keeps the OAuth
 * token until shortly before it expires, fetches one token for all calls waiting on it, and on a
 * 401 fetches a new one once and repeats the call once.
 */
export class CdekClient {
  private token?: { value: string; usableUntil: number };
  private pendingToken?: Promise<string>;
  private readonly timeouts: CdekTimeouts;

  constructor(
    private readonly settings: CdekSettings,
    timeouts: Partial<CdekTimeouts> = {},
  ) {
    this.timeouts = { read: 2_500, write: 20_000, token: 10_000, ...timeouts };
  }

  get configured(): boolean {
    return Boolean(this.settings.clientId && this.settings.clientSecret);
  }

  suggestCities(name: string): Promise<CdekSuggestedCity[]> {
    return this.call('GET', '/location/suggest/cities', { query: { name, country_code: 'RU' } });
  }

  tariff(body: CdekTariffRequest): Promise<CdekTariffAnswer> {
    return this.call('POST', '/calculator/tariff', { body });
  }

  tariffList(body: Omit<CdekTariffRequest, 'tariff_code'>): Promise<CdekTariffListAnswer> {
    return this.call('POST', '/calculator/tarifflist', { body });
  }

  deliveryPoints(cityCode: number, type: 'PVZ' | 'POSTAMAT' | 'ALL' = 'ALL'): Promise<CdekDeliveryPoint[]> {
    return this.call('GET', '/deliverypoints', { query: { city_code: cityCode, type } });
  }

  /** Answers 202 at once: the order is made asynchronously and read back with `order`. */
  createOrder(body: CdekOrderRequest): Promise<CdekEntityAnswer> {
    return this.call('POST', '/orders', { body, slow: true });
  }

  order(uuid: string): Promise<CdekOrderAnswer> {
    return this.call('GET', `/orders/${encodeURIComponent(uuid)}`, { slow: true });
  }

  /** The order made under the shop's number, or null when СДЭК holds none. */
  async orderByNumber(number: string): Promise<CdekOrderAnswer | null> {
    try {
      return await this.call<CdekOrderAnswer>('GET', '/orders', { query: { im_number: number }, slow: true });
    } catch (error) {
      // СДЭК answers «no order under this number» with 400 (not 404) and this code.
      if (error instanceof CdekRefused && error.errors.some((e) => e.code === 'v2_entity_not_found_im_number')) return null;
      throw error;
    }
  }

  /** Asks for a print form: `orders` is the waybill, `barcodes` the labels of the places. */
  createPrint(kind: 'orders' | 'barcodes', body: CdekPrintRequest): Promise<CdekEntityAnswer> {
    return this.call('POST', `/print/${kind}`, { body, slow: true });
  }

  print(kind: 'orders' | 'barcodes', uuid: string): Promise<CdekPrintAnswer> {
    return this.call('GET', `/print/${kind}/${encodeURIComponent(uuid)}`, { slow: true });
  }

  /** The PDF of a ready print form. */
  printFile(kind: 'orders' | 'barcodes', uuid: string, url?: string): Promise<Uint8Array> {
    // The bearer token goes only to СДЭК's own address: a url elsewhere is replaced by the documented one.
    const own = url && new URL(url).origin === new URL(this.settings.apiUrl).origin ? url : undefined;
    return this.call('GET', own ?? `/print/${kind}/${encodeURIComponent(uuid)}.pdf`, { slow: true, pdf: true });
  }

  subscribe(url: string, type = 'ORDER_STATUS'): Promise<CdekEntityAnswer> {
    return this.call('POST', '/webhooks', { body: { type, url }, slow: true });
  }

  private async call<T>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<T> {
    if (!this.configured) throw new CdekUnavailable(new Error('CDEK_CLIENT_ID и CDEK_CLIENT_SECRET не заданы'));
    // One deadline for the whole call: waiting for a token, the request, its repetition, the body.
    const signal = AbortSignal.timeout(options.slow ? this.timeouts.write : this.timeouts.read);
    try {
      let token = await within(this.accessToken(), signal);
      let response = await this.send(method, path, token, options, signal);
      if (response.status === 401) {
        await response.body?.cancel();
        this.forget(token);
        token = await within(this.accessToken(), signal);
        response = await this.send(method, path, token, options, signal);
      }
      return (await read(response, options.pdf)) as T;
    } catch (error) {
      throw error instanceof CarrierRefused || error instanceof CarrierUnavailable ? error : new CdekUnavailable(error);
    }
  }

  private send(method: string, path: string, token: string, options: CallOptions, signal: AbortSignal): Promise<Response> {
    const url = new URL(/^https?:/.test(path) ? path : `${this.settings.apiUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    return fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: options.pdf ? 'application/pdf' : 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  }

  /** The kept token, or the one being fetched for everybody, or a new one. */
  private accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.usableUntil) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  /** Drops a token СДЭК refused, unless another call has already replaced it. */
  private forget(value: string): void {
    if (this.token?.value === value) this.token = undefined;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, apiUrl } = this.settings;
    // The credentials go in a form body, as OAuth 2 has them; СДЭК's own modules put them in the
    // query string of the same POST, which the service accepts too, but a query ends up in logs.
    const response = await fetch(`${apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId!, client_secret: clientSecret! }),
      signal: AbortSignal.timeout(this.timeouts.token),
    });
    const answer = (await read(response)) as CdekToken;
    if (typeof answer?.access_token !== 'string' || !(answer.expires_in > 0)) throw new CdekUnavailable(new Error('СДЭК выдал токен без срока действия'));
    this.token = { value: answer.access_token, usableUntil: Date.now() + (answer.expires_in - tokenMargin(answer.expires_in)) * 1000 };
    return answer.access_token;
  }
}

/** The answer's JSON (or PDF bytes); 5xx, 429 and unreadable bodies are `CdekUnavailable`, other 4xx `CdekRefused`. */
async function read(response: Response, pdf = false): Promise<unknown> {
  if (response.status >= 500 || response.status === 429) {
    await response.body?.cancel();
    throw new CdekUnavailable(new Error(`HTTP ${response.status}`));
  }
  if (pdf && response.ok) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new CdekUnavailable(new Error('СДЭК прислал не PDF'));
    return bytes;
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new CdekUnavailable(new Error(`HTTP ${response.status}: ответ не JSON`));
  }
  if (!response.ok) throw new CdekRefused(response.status, reasons(answer));
  return answer;
}

/** СДЭК's reasons wherever the answer keeps them: `errors`, `requests[].errors`, or OAuth's `error_description`. */
function reasons(answer: unknown): CdekError[] {
  const body = (answer ?? {}) as { errors?: CdekError[]; requests?: { errors?: CdekError[] }[]; error?: string; error_description?: string };
  const found = [...(body.errors ?? []), ...(body.requests ?? []).flatMap((r) => r.errors ?? [])];
  if (!found.length && body.error) found.push({ code: body.error, message: body.error_description ?? body.error });
  return found.map((e) => ({ code: String(e.code ?? ''), message: String(e.message ?? '') }));
}

/** The promise, or the signal's reason when it fires first (a shared token fetch outlives one caller's patience). */
function within<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
