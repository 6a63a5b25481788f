import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local ЮKassa that follows its published API v3 (yookassa.ru/developers/api), started by the
 * tests: HTTP Basic with the shop id and secret key; `Idempotence-Key` required on every POST and
 * honoured (the same key and body answer the first answer again, the same key with another body
 * is refused); payments with a redirect confirmation and a 54-ФЗ receipt whose items must add up;
 * refunds of succeeded payments up to what was paid; `GET` of both. The tests move payments along
 * (`succeed`, `cancel`), send notifications as ЮKassa does (`notify`), break the network
 * (`breakNext`), and read every request it got (`requests`). `/confirm/{id}` is the payment page
 * a shopper sees: «Оплатить» pays, notifies the shop and returns the shopper to `return_url`.
 */

interface Amount {
  value: string;
  currency: string;
}

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: Amount;
  description?: string;
  metadata: Record<string, string>;
  confirmation: { type: 'redirect'; return_url: string; confirmation_url: string };
  created_at: string;
  captured_at?: string;
  payment_method?: { type: string; id: string; saved: boolean; title?: string };
  cancellation_details?: { party: string; reason: string };
  refundable: boolean;
  refunded_amount?: Amount;
  receipt_registration?: 'pending' | 'succeeded';
  test: true;
  recipient: { account_id: string; gateway_id: string };
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: Amount;
  created_at: string;
  description?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  key?: string;
  body?: any;
  authorized: boolean;
}

/** What the next POSTs meet: no answer before (`before`) or after (`after`) the work is done, or a 500 (`error`). */
type Breakage = 'before' | 'after' | 'error';

const kopecks = (value: string) => Math.round(Number(value) * 100);
const money = /^\d+\.\d{2}$/;
const yooId = () => randomUUID().replace(/^(.{8})-.{4}-.{4}/, '$1-000f-5000');

function error(res: ServerResponse, status: number, code: string, description: string, parameter?: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'error', id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) }));
}

/** Why a 54-ФЗ receipt is refused for an operation of `amount`, or null. */
export function receiptProblem(receipt: any, amount: Amount): string | null {
  if (!receipt || typeof receipt !== 'object') return 'receipt is required';
  if (!receipt.customer?.email && !receipt.customer?.phone) return 'receipt.customer must have email or phone';
  if (!Array.isArray(receipt.items) || !receipt.items.length || receipt.items.length > 100) return 'receipt.items must have 1 to 100 items';
  for (const item of receipt.items) {
    if (typeof item.description !== 'string' || !item.description || item.description.length > 128) return 'receipt.items.description is invalid';
    if (typeof item.quantity !== 'number' || item.quantity <= 0) return 'receipt.items.quantity is invalid';
    if (!money.test(item.amount?.value ?? '') || item.amount.currency !== 'RUB') return 'receipt.items.amount is invalid';
    if (!Number.isInteger(item.vat_code) || item.vat_code < 1 || item.vat_code > 12) return 'receipt.items.vat_code is invalid';
    if (!['full_prepayment', 'full_payment', 'prepayment', 'advance', 'partial_payment', 'credit', 'credit_payment'].includes(item.payment_mode)) return 'receipt.items.payment_mode is invalid';
    if (!['commodity', 'service', 'job', 'payment', 'another'].includes(item.payment_subject)) return 'receipt.items.payment_subject is invalid';
  }
  const sum = receipt.items.reduce((total: number, item: any) => total + Math.round(kopecks(item.amount.value) * item.quantity), 0);
  return sum === kopecks(amount.value) ? null : `receipt items sum ${sum / 100} differs from amount ${amount.value}`;
}

export async function startFakeYooKassa(options: { shopId?: string; secretKey?: string } = {}) {
  const shopId = options.shopId ?? '100500';
  const secretKey = options.secretKey ?? 'test_fake_secret';
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const answered = new Map<string, { body: string; status: number; answer: string }>();
  const requests: FakeRequest[] = [];
  const breakages: Breakage[] = [];
  let afterPaymentAnswer: ((payment: FakePayment) => void) | undefined;
  const state = { notifyUrl: '' };

  async function notify(event: string, object: FakePayment | FakeRefund, headers: Record<string, string> = {}): Promise<number> {
    const response = await fetch(state.notifyUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ type: 'notification', event, object }) });
    return response.status;
  }

  function succeed(id: string, method = 'bank_card'): FakePayment {
    const payment = payments.get(id)!;
    if (payment.status !== 'pending') return payment;
    Object.assign(payment, { status: 'succeeded', paid: true, captured_at: new Date().toISOString(), refundable: true, receipt_registration: 'succeeded', payment_method: { type: method, id: payment.id, saved: false, title: 'Bank card *4444' } });
    return payment;
  }

  function cancel(id: string, reason = 'insufficient_funds'): FakePayment {
    const payment = payments.get(id)!;
    if (payment.status !== 'pending') return payment;
    Object.assign(payment, { status: 'canceled', cancellation_details: { party: 'payment_network', reason } });
    return payment;
  }

  function createPayment(body: any, res: ServerResponse): FakePayment | undefined {
    if (!money.test(body?.amount?.value ?? '') || body.amount.currency !== 'RUB') return void error(res, 400, 'invalid_request', 'Invalid amount', 'amount');
    if (body.confirmation?.type !== 'redirect' || typeof body.confirmation.return_url !== 'string') return void error(res, 400, 'invalid_request', 'confirmation.return_url is required', 'confirmation');
    const problem = receiptProblem(body.receipt, body.amount);
    if (problem) return void error(res, 400, 'invalid_request', problem, 'receipt');
    const id = yooId();
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: body.amount,
      description: body.description,
      metadata: body.metadata ?? {},
      confirmation: { type: 'redirect', return_url: body.confirmation.return_url, confirmation_url: `${base}/confirm/${id}` },
      created_at: new Date().toISOString(),
      refundable: false,
      test: true,
      recipient: { account_id: shopId, gateway_id: '100700' },
    };
    payments.set(id, payment);
    return payment;
  }

  function createRefund(body: any, res: ServerResponse): FakeRefund | undefined {
    const payment = payments.get(body?.payment_id);
    if (!payment) return void error(res, 400, 'invalid_request', 'Payment not found', 'payment_id');
    if (!money.test(body.amount?.value ?? '') || body.amount.currency !== 'RUB') return void error(res, 400, 'invalid_request', 'Invalid amount', 'amount');
    if (payment.status !== 'succeeded') return void error(res, 400, 'invalid_request', 'Payment is not succeeded', 'payment_id');
    const refunded = [...refunds.values()].filter((r) => r.payment_id === payment.id && r.status !== 'canceled').reduce((sum, r) => sum + kopecks(r.amount.value), 0);
    if (refunded + kopecks(body.amount.value) > kopecks(payment.amount.value)) return void error(res, 400, 'invalid_request', 'Refund amount exceeds payment amount', 'amount');
    const problem = receiptProblem(body.receipt, body.amount);
    if (problem) return void error(res, 400, 'invalid_request', problem, 'receipt');
    const refund: FakeRefund = { id: yooId(), payment_id: payment.id, status: fake.refundsPending ? 'pending' : 'succeeded', amount: body.amount, created_at: new Date().toISOString(), description: body.description };
    refunds.set(refund.id, refund);
    payment.refunded_amount = { value: ((refunded + kopecks(body.amount.value)) / 100).toFixed(2), currency: 'RUB' };
    return refund;
  }

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /** The shopper's payment page: «Оплатить» or «Отказаться», then back to the shop. */
  async function confirmationPage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const payment = payments.get(id);
    if (!payment) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    if (req.method === 'POST') {
      const action = new URLSearchParams(await readBody(req)).get('action');
      const event = action === 'pay' ? 'payment.succeeded' : 'payment.canceled';
      await notify(event, action === 'pay' ? succeed(id) : cancel(id, 'expired_on_confirmation')).catch(() => undefined);
      return void res.writeHead(302, { location: payment.confirmation.return_url }).end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="ru"><head><title>ЮKassa (тестовый магазин)</title></head><body>
<h1>Оплата ${payment.amount.value} ₽</h1><p>${payment.description ?? ''}</p>
<form method="post"><button name="action" value="pay">Оплатить</button> <button name="action" value="cancel">Отказаться</button></form></body></html>`);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const confirm = /^\/confirm\/([\w-]+)$/.exec(url.pathname);
    if (confirm) return confirmationPage(req, res, confirm[1]);
    // The payment page's favicon, which the browser asks for.
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    const raw = await readBody(req);
    const authorized = req.headers.authorization === `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
    const key = req.headers['idempotence-key'] as string | undefined;
    let body: any;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return error(res, 400, 'invalid_request', 'Invalid JSON');
    }
    requests.push({ method: req.method!, path: url.pathname, key, body, authorized });
    if (!authorized) return error(res, 401, 'invalid_credentials', 'Login and password are incorrect');
    if (req.method === 'GET') {
      const [, kind, id] = /^\/v3\/(payments|refunds)\/([^/]+)$/.exec(url.pathname) ?? [];
      const found = kind === 'payments' ? payments.get(id) : kind === 'refunds' ? refunds.get(id) : undefined;
      if (!found) return error(res, 404, 'not_found', 'Object not found');
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    }
    if (req.method !== 'POST' || !['/v3/payments', '/v3/refunds'].includes(url.pathname)) return error(res, 404, 'not_found', 'Not found');
    if (!key) return error(res, 400, 'invalid_request', 'Idempotence-Key header is required', 'Idempotence-Key');
    const breakage = breakages.shift();
    if (breakage === 'before') return void res.destroy();
    if (breakage === 'error') return error(res, 500, 'internal_server_error', 'Internal server error');
    const earlier = answered.get(key);
    if (earlier && earlier.body !== raw) return error(res, 400, 'invalid_request', 'Idempotence key duplicated with different parameters', 'Idempotence-Key');
    let answer = earlier;
    if (!answer) {
      const made = url.pathname === '/v3/payments' ? createPayment(body, res) : createRefund(body, res);
      if (!made) return;
      answer = { body: raw, status: 200, answer: JSON.stringify(made) };
      answered.set(key, answer);
    }
    if (breakage === 'after') return void res.destroy();
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.answer, () => {
      if (url.pathname === '/v3/payments') afterPaymentAnswer?.(JSON.parse(answer.answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake = {
    apiUrl: `${base}/v3`,
    base,
    shopId,
    secretKey,
    payments,
    refunds,
    requests,
    /** Refunds stay `pending` until `refundSucceed` (ЮKassa may answer either way). */
    refundsPending: false,
    /** The shop's notification address. */
    set notifyUrl(url: string) {
      state.notifyUrl = url;
    },
    /** The environment a shop needs to use this fake. */
    env(): Record<string, string> {
      return { YOOKASSA_SHOP_ID: shopId, YOOKASSA_SECRET_KEY: secretKey, YOOKASSA_API_URL: `${base}/v3`, YOOKASSA_NOTIFY_IPS: '127.0.0.1,::1' };
    },
    succeed,
    cancel,
    refundSucceed(id: string): FakeRefund {
      return Object.assign(refunds.get(id)!, { status: 'succeeded' as const });
    },
    notify,
    /** The next POSTs meet these breakages, one each. */
    breakNext(...kinds: Breakage[]): void {
      breakages.push(...kinds);
    },
    /** Called each time a payment's answer has been written to the shop's connection. */
    afterPaymentAnswer(callback: ((payment: FakePayment) => void) | undefined): void {
      afterPaymentAnswer = callback;
    },
    /** Bodies of the payments and refunds the shop created (first attempts and retries alike). */
    posted(path: '/v3/payments' | '/v3/refunds'): FakeRequest[] {
      return requests.filter((r) => r.method === 'POST' && r.path === path);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeYooKassa = Awaited<ReturnType<typeof startFakeYooKassa>>;
