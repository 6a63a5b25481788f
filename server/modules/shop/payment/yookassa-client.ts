import type { YooKassaSettings } from '../../../core/config.js';

/** Money as ЮKassa writes it: a string of roubles with kopecks. */
export interface Amount {
  value: string;
  currency: 'RUB';
}

/** One line of a 54-ФЗ receipt. */
export interface ReceiptItem {
  description: string;
  quantity: number;
  amount: Amount;
  vat_code: number;
  payment_mode: 'full_prepayment';
  payment_subject: 'commodity' | 'service';
}

export interface Receipt {
  customer: { full_name?: string; email?: string; phone?: string };
  items: ReceiptItem[];
  tax_system_code?: number;
}

export type PaymentState = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

/** A payment as `GET /payments/{id}` answers it (the fields the shop reads). */
export interface YooPayment {
  id: string;
  status: PaymentState;
  amount: Amount;
  paid: boolean;
  created_at: string;
  captured_at?: string;
  confirmation?: { type: string; confirmation_url?: string };
  payment_method?: { type: string };
  cancellation_details?: { party: string; reason: string };
  metadata?: Record<string, string>;
}

export interface YooRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: Amount;
  created_at: string;
  cancellation_details?: { party: string; reason: string };
}

export interface PaymentRequest {
  amount: Amount;
  capture: true;
  confirmation: { type: 'redirect'; return_url: string };
  description: string;
  metadata: { orderId: string };
  receipt: Receipt;
}

export interface RefundRequest {
  payment_id: string;
  amount: Amount;
  description: string;
  receipt: Receipt;
}

/** ЮKassa did not answer, answered 5xx or 429, or is still processing (202): the outcome is unknown, and the same request with the same key may be sent again. */
export class YooKassaUnavailable extends Error {
  constructor(cause: unknown) {
    super('ЮKassa не ответила', { cause });
  }
}

/** ЮKassa refused the request (4xx): sending it again will not help. */
export class YooKassaRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`ЮKassa отказала (${status} ${code}): ${description}`);
  }
}

/**
 * A typed client of ЮKassa's API v3 over `fetch` (there is no official Node SDK): HTTP Basic with
 * the shop id and secret key, an `Idempotence-Key` on every POST.
 */
export class YooKassaClient {
  constructor(private readonly settings: YooKassaSettings) {}

  get configured(): boolean {
    return Boolean(this.settings.shopId && this.settings.secretKey);
  }

  createPayment(body: PaymentRequest, idempotenceKey: string): Promise<YooPayment> {
    return this.call('POST', '/payments', body, idempotenceKey);
  }

  getPayment(id: string): Promise<YooPayment> {
    return this.call('GET', `/payments/${encodeURIComponent(id)}`);
  }

  createRefund(body: RefundRequest, idempotenceKey: string): Promise<YooRefund> {
    return this.call('POST', '/refunds', body, idempotenceKey);
  }

  getRefund(id: string): Promise<YooRefund> {
    return this.call('GET', `/refunds/${encodeURIComponent(id)}`);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotenceKey?: string): Promise<T> {
    const { shopId, secretKey, apiUrl } = this.settings;
    if (!shopId || !secretKey) throw new YooKassaUnavailable(new Error('YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY не заданы'));
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new YooKassaUnavailable(error);
    }
    const answer = (await response.json().catch(() => null)) as (T & { code?: string; description?: string }) | null;
    if (response.status >= 500 || response.status === 429 || response.status === 202 || answer === null) throw new YooKassaUnavailable(new Error(`HTTP ${response.status}`));
    if (!response.ok) throw new YooKassaRefused(response.status, answer.code ?? '', answer.description ?? '');
    return answer;
  }
}
