import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FAKE_CITIES, FAKE_POINTS, LEGACY_STATUS_CODES, STATUS_NAMES, onePagePdf } from './fake-cdek-data.js';
import { freePort } from './free-port.js';

/**
 * A local СДЭК that follows its API v2 (api-docs.cdek.ru), started by the tests: OAuth client
 * credentials with tokens that expire (`expireTokens`); city suggestions, offices and a
 * calculator priced by weight and distance; orders made asynchronously (`POST /orders` answers
 * 202, the order gets its `cdek_number` on the second read or after `numberAfterMs`), found by
 * the shop's number (`im_number`), moved by the test (`move`) with an ORDER_STATUS webhook to
 * every subscriber; print forms that become READY on their second read and serve a real PDF. The
 * tests break it (`breakNext`, `breakAll`) and read every request it got (`requests`).
 */

/** `fail` 500; `hang` no answer; `garbage` 200 that is not JSON; `refuse` 400 with reasons; `drop` the work done, the answer lost. */
export type CdekBreakage = 'fail' | 'hang' | 'garbage' | 'refuse' | 'drop';

export interface FakeCdekRequest {
  method: string;
  /** Below `/v2`: `/orders`, `/oauth/token`. */
  path: string;
  query: Record<string, string>;
  body?: any;
  token?: string;
}

interface FakeOrder {
  uuid: string;
  number: string;
  body: any;
  createdAt: number;
  reads: number;
  request: { request_uuid: string; type: 'CREATE'; state: 'ACCEPTED' | 'SUCCESSFUL' | 'INVALID'; date_time: string; errors?: { code: string; message: string }[] };
  cdek_number?: string;
  statuses: { code: string; name: string; date_time: string; city: string }[];
}

interface FakePrint {
  uuid: string;
  kind: 'orders' | 'barcodes';
  orders: { order_uuid: string; cdek_number: string }[];
  reads: number;
}

type Answer = { status: number; json?: unknown; pdf?: Buffer };

const now = () => new Date().toISOString().replace(/\.\d+Z$/, '+0000');
const invalid = (status: number, type: string, code: string, message: string): Answer => ({ status, json: { requests: [{ type, state: 'INVALID', date_time: now(), errors: [{ code, message }] }] } });
const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};
/** Tariffs the fake prices: base roubles and СДЭК's name. */
const TARIFFS: Record<number, { base: number; name: string; mode: number }> = {
  136: { base: 220, name: 'Посылка склад-склад', mode: 4 },
  137: { base: 350, name: 'Посылка склад-дверь', mode: 3 },
  368: { base: 200, name: 'Посылка склад-постамат', mode: 7 },
};

export async function startFakeCdek(options: { clientId?: string; clientSecret?: string; tokenSeconds?: number; numberAfterMs?: number } = {}) {
  const clientId = options.clientId ?? 'fake-account';
  const clientSecret = options.clientSecret ?? 'fake-secure-password';
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const prints = new Map<string, FakePrint>();
  const webhooks: { uuid: string; type: string; url: string }[] = [];
  const requests: FakeCdekRequest[] = [];
  const once: { kind: CdekBreakage; request?: string }[] = [];
  const state = { always: null as CdekBreakage | null, tokenDelayMs: 0, refuseEveryToken: false, numbers: 1_234_567_000 };

  function token(query: Record<string, string>): Answer {
    if (query.grant_type !== 'client_credentials' || query.client_id !== clientId || query.client_secret !== clientSecret) {
      return { status: 401, json: { error: 'invalid_client', error_description: 'Bad credentials' } };
    }
    const value = `${Buffer.from(JSON.stringify({ alg: 'RS256' })).toString('base64url')}.${randomUUID()}`;
    tokens.set(value, Date.now() + (options.tokenSeconds ?? 3600) * 1000);
    return { status: 200, json: { access_token: value, token_type: 'bearer', expires_in: options.tokenSeconds ?? 3600, scope: 'order:all payment:all', jti: randomUUID() } };
  }

  function quote(body: any, tariffCode: number): Answer {
    const from = FAKE_CITIES.find((c) => c.code === body?.from_location?.code);
    const to = FAKE_CITIES.find((c) => c.code === body?.to_location?.code);
    if (!from || !to) return { status: 400, json: { errors: [{ code: 'v2_city_not_found', message: 'Населённый пункт не найден' }] } };
    const tariff = TARIFFS[tariffCode];
    if (!tariff) return { status: 400, json: { errors: [{ code: 'v2_tariff_not_available', message: `Тариф ${tariffCode} недоступен` }] } };
    const packages: any[] = Array.isArray(body.packages) ? body.packages : [];
    if (!packages.length || packages.some((p) => !(p.weight > 0))) return { status: 400, json: { errors: [{ code: 'v2_field_is_empty', message: 'Не указан вес места' }] } };
    // The larger of the actual weight and the volumetric one (sides in cm / 5000), in kg.
    const weight = packages.reduce((sum, p) => sum + Math.max(p.weight / 1000, ((p.length ?? 0) * (p.width ?? 0) * (p.height ?? 0)) / 5000), 0);
    const distance = km(from, to);
    const sum = Math.round((tariff.base + (Math.ceil(weight * 2) / 2) * (50 + distance * 0.1)) * 100) / 100;
    const days = 1 + Math.floor(distance / 700);
    return { status: 200, json: { delivery_sum: sum, period_min: days, period_max: days + 2, calendar_min: days, calendar_max: days + 3, weight_calc: Math.ceil(weight * 1000) / 1000, services: [], total_sum: sum, currency: 'RUB' } };
  }

  /** The order as `GET /orders/{uuid}` answers it; a read moves its making along. */
  function read(order: FakeOrder): Answer {
    order.reads++;
    if (order.request.state === 'ACCEPTED' && (order.reads > 1 || Date.now() - order.createdAt >= (options.numberAfterMs ?? 200))) make(order);
    const { body } = order;
    const entity = {
      uuid: order.uuid,
      type: 1,
      is_return: false,
      is_reverse: false,
      number: order.number,
      ...(order.cdek_number ? { cdek_number: order.cdek_number } : {}),
      tariff_code: body.tariff_code,
      ...(body.delivery_point ? { delivery_point: body.delivery_point } : { to_location: body.to_location }),
      from_location: body.from_location,
      recipient: body.recipient,
      packages: body.packages,
      statuses: [...order.statuses].reverse(),
    };
    return { status: 200, json: { entity, requests: [order.request] } };
  }

  /** СДЭК's asynchronous checks, then the number. */
  function make(order: FakeOrder): void {
    const point = order.body.delivery_point && FAKE_POINTS.find((p) => p.code === order.body.delivery_point);
    const problem = order.body.delivery_point && !point ? 'Передан некорректный код ПВЗ получателя' : null;
    if (problem) return void Object.assign(order.request, { state: 'INVALID', errors: [{ code: 'delivery_location_is_not_recognized', message: problem }] });
    order.request.state = 'SUCCESSFUL';
    order.cdek_number = String(state.numbers++);
    const city = FAKE_CITIES.find((c) => c.code === order.body.from_location?.code)?.city ?? 'Москва';
    for (const code of ['ACCEPTED', 'CREATED']) order.statuses.push({ code, name: STATUS_NAMES[code], date_time: now(), city });
  }

  function createOrder(body: any): Answer {
    const missing =
      (typeof body?.number !== 'string' || !body.number) ? 'number' :
      !TARIFFS[body.tariff_code] ? 'tariff_code' :
      !body.recipient?.name ? 'recipient.name' :
      !body.recipient?.phones?.[0]?.number ? 'recipient.phones' :
      !body.delivery_point && !body.to_location?.address ? 'to_location' :
      !Array.isArray(body.packages) || !body.packages.length || body.packages.some((p: any) => !p.number || !(p.weight > 0)) ? 'packages' : null;
    if (missing) return invalid(400, 'CREATE', 'v2_field_is_empty', `Не заполнено обязательное поле: ${missing}`);
    const order: FakeOrder = { uuid: randomUUID(), number: body.number, body, createdAt: Date.now(), reads: 0, request: { request_uuid: randomUUID(), type: 'CREATE', state: 'ACCEPTED', date_time: now() }, statuses: [] };
    orders.set(order.uuid, order);
    return { status: 202, json: { entity: { uuid: order.uuid }, requests: [order.request] } };
  }

  function print(kind: 'orders' | 'barcodes', body: any): Answer {
    const made = (body?.orders ?? []).map((o: any) => orders.get(o.order_uuid)).filter((o: FakeOrder | undefined) => o?.cdek_number);
    if (!made.length || made.length !== body.orders.length) return invalid(400, 'CREATE', 'orders_number_is_empty', 'Все заказы с указанными номерами и идентификаторами некорректны');
    const form: FakePrint = { uuid: randomUUID(), kind, orders: made.map((o: FakeOrder) => ({ order_uuid: o.uuid, cdek_number: o.cdek_number! })), reads: 0 };
    prints.set(form.uuid, form);
    return { status: 202, json: { entity: { uuid: form.uuid }, requests: [{ request_uuid: randomUUID(), type: 'CREATE', state: 'ACCEPTED', date_time: now() }] } };
  }

  function printed(form: FakePrint): Answer {
    form.reads++;
    const codes = form.reads > 1 ? ['ACCEPTED', 'PROCESSING', 'READY'] : ['ACCEPTED', 'PROCESSING'];
    const names: Record<string, string> = { ACCEPTED: 'Принят', PROCESSING: 'Формируется', READY: 'Сформирован' };
    const entity = { uuid: form.uuid, orders: form.orders, copy_count: 1, ...(form.reads > 1 ? { url: `${apiUrl}/print/${form.kind}/${form.uuid}.pdf` } : {}), statuses: codes.map((code) => ({ code, name: names[code], date_time: now() })) };
    return { status: 200, json: { entity, requests: [{ type: 'CREATE', state: 'SUCCESSFUL', date_time: now() }] } };
  }

  function route(method: string, path: string, query: Record<string, string>, body: any): Answer {
    const key = `${method} ${path}`;
    if (key === 'GET /location/suggest/cities') {
      const name = (query.name ?? '').toLowerCase().replace(/ё/g, 'е');
      return { status: 200, json: FAKE_CITIES.filter((c) => name && c.city.toLowerCase().replace(/ё/g, 'е').startsWith(name)).map(({ city_uuid, code, full_name }) => ({ city_uuid, code, full_name, country_code: 'RU' })) };
    }
    if (key === 'POST /calculator/tariff') return quote(body, body?.tariff_code);
    if (key === 'POST /calculator/tarifflist') {
      const codes = Object.keys(TARIFFS).map(Number).map((code) => ({ code, answer: quote(body, code) }));
      if (codes[0].answer.status !== 200) return codes[0].answer;
      return { status: 200, json: { tariff_codes: codes.map(({ code, answer }) => ({ tariff_code: code, tariff_name: TARIFFS[code].name, delivery_mode: TARIFFS[code].mode, ...(answer.json as object) })) } };
    }
    if (key === 'GET /deliverypoints') {
      const type = (query.type ?? 'ALL').toUpperCase();
      return { status: 200, json: FAKE_POINTS.filter((p) => (!query.city_code || p.location.city_code === Number(query.city_code)) && (type === 'ALL' || p.type === type)) };
    }
    if (key === 'POST /orders') return createOrder(body);
    if (key === 'GET /orders') {
      const found = [...orders.values()].reverse().find((o) => o.number === query.im_number && o.request.state !== 'INVALID');
      return found ? read(found) : invalid(400, 'GET', 'v2_entity_not_found_im_number', 'Сущность с указанным идентификатором не существует, либо удалена');
    }
    const order = /^\/orders\/([\w-]+)$/.exec(path);
    if (method === 'GET' && order) return orders.has(order[1]) ? read(orders.get(order[1])!) : invalid(404, 'GET', 'v2_entity_not_found', 'Заказ не найден');
    const asked = /^\/print\/(orders|barcodes)$/.exec(path);
    if (method === 'POST' && asked) return print(asked[1] as FakePrint['kind'], body);
    const form = /^\/print\/(orders|barcodes)\/([\w-]+?)(\.pdf)?$/.exec(path);
    if (method === 'GET' && form && prints.has(form[2])) {
      const found = prints.get(form[2])!;
      if (!form[3]) return printed(found);
      return found.reads > 1 ? { status: 200, pdf: onePagePdf(`CDEK ${found.kind} ${found.orders.map((o) => o.cdek_number).join(' ')}`) } : invalid(400, 'GET', 'v2_entity_empty', 'Печатная форма ещё не сформирована');
    }
    if (key === 'POST /webhooks') {
      if (!body?.url || !body?.type) return invalid(400, 'CREATE', 'v2_field_is_empty', 'Не заполнены url или type');
      const hook = webhooks.find((w) => w.type === body.type && w.url === body.url) ?? { uuid: randomUUID(), type: body.type, url: body.url };
      if (!webhooks.includes(hook)) webhooks.push(hook);
      return { status: 200, json: { entity: { uuid: hook.uuid }, requests: [{ type: 'CREATE', state: 'SUCCESSFUL', date_time: now() }] } };
    }
    if (key === 'GET /webhooks') return { status: 200, json: webhooks };
    return invalid(404, 'GET', 'v2_entity_not_found', `Нет метода ${key}`);
  }

  function breakage(method: string, path: string): CdekBreakage | null {
    const index = once.findIndex((b) => (b.request ? `${method} ${path}`.startsWith(b.request) : path !== '/oauth/token'));
    if (index >= 0) return once.splice(index, 1)[0].kind;
    return path === '/oauth/token' ? null : state.always;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const query = Object.fromEntries([...url.searchParams, ...(form ? new URLSearchParams(raw) : [])]);
    let body: any;
    try {
      body = raw && !form ? JSON.parse(raw) : undefined;
    } catch {
      return void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ code: 'v2_bad_request', message: 'Некорректный JSON' }] }));
    }
    // The tests' own door, for a test in another process than the fake (the e2e scenarios).
    if (url.pathname === '/__test/move' && req.method === 'POST') return void respond(res, await movedByTest(body));
    const path = url.pathname.replace(/^\/v2/, '');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    requests.push({ method: req.method!, path, query: Object.fromEntries(url.searchParams), body, token: bearer });
    const broken = breakage(req.method!, path);
    if (broken === 'hang') return;
    if (broken === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"errors":[{"code":"v2_internal_error","message":"Internal Server Error"}]}');
    if (broken === 'garbage') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    if (broken === 'refuse') return void respond(res, invalid(400, req.method === 'GET' ? 'GET' : 'CREATE', 'v2_bad_request', 'Отклонено тестом: данные не прошли проверку СДЭК'));
    let answer: Answer;
    if (path === '/oauth/token' && req.method === 'POST') {
      await new Promise((resolve) => setTimeout(resolve, state.tokenDelayMs));
      answer = token(query);
    } else if (!bearer || state.refuseEveryToken || !(tokens.get(bearer)! > Date.now())) {
      answer = invalid(401, 'AUTH', 'v2_token_expired', 'Срок действия токена истёк');
    } else answer = route(req.method!, path, Object.fromEntries(url.searchParams), body);
    if (broken === 'drop') return void res.destroy();
    respond(res, answer);
  }

  function respond(res: ServerResponse, answer: Answer): void {
    if (answer.pdf) return void res.writeHead(answer.status, { 'content-type': 'application/pdf' }).end(answer.pdf);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.json));
  }

  /** `{number, code}`: the order the shop made under its `number` moves to `code`; answers the webhooks' statuses. */
  async function movedByTest(body: any): Promise<Answer> {
    const order = [...orders.values()].find((made) => made.number === String(body?.number));
    if (!order) return { status: 404, json: { error: `no order ${body?.number}` } };
    return { status: 200, json: { webhooks: await fake.move(order.uuid, String(body.code)) } };
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${port}/v2`;

  const fake = {
    apiUrl,
    clientId,
    clientSecret,
    orders,
    prints,
    webhooks,
    requests,
    /** The settings a shop needs to use this fake. */
    settings(more: Partial<{ fromLocation: number }> = {}) {
      return { clientId, clientSecret, apiUrl, fromLocation: more.fromLocation ?? 44, autoShip: false, checkMinutes: 30, defaultParcel: { weight: 500, length: 30, width: 20, height: 10 } };
    },
    /** Requests of one method and path (below `/v2`). */
    calls(method: string, path: string): FakeCdekRequest[] {
      return requests.filter((r) => r.method === method && r.path === path);
    },
    /** Every token given so far stops working now. */
    expireTokens(): void {
      for (const key of tokens.keys()) tokens.set(key, 0);
    },
    /** Tokens are refused however fresh (revoked credentials). */
    set refuseEveryToken(value: boolean) {
      state.refuseEveryToken = value;
    },
    /** How long `POST /oauth/token` takes to answer. */
    set tokenDelayMs(value: number) {
      state.tokenDelayMs = value;
    },
    /** The next request that starts like `request` (`POST /orders`; any but the token's when none is given) meets this breakage. */
    breakNext(kind: CdekBreakage, request?: string): void {
      once.push({ kind, request });
    },
    /** Every request but `/oauth/token` meets this breakage until `breakAll(null)`. */
    breakAll(kind: CdekBreakage | null): void {
      state.always = kind;
    },
    /** Moves an order to a status and tells every ORDER_STATUS subscriber; answers their HTTP statuses. */
    async move(uuid: string, code: string, city = 'Москва'): Promise<number[]> {
      const order = orders.get(uuid);
      if (!order?.cdek_number) throw new Error(`order ${uuid} has no СДЭК number yet`);
      const status = { code, name: STATUS_NAMES[code] ?? code, date_time: now(), city };
      order.statuses.push(status);
      const notice = {
        type: 'ORDER_STATUS',
        date_time: status.date_time,
        uuid,
        attributes: { is_return: false, is_reverse: false, is_client_return: false, cdek_number: order.cdek_number, number: order.number, code, ...(LEGACY_STATUS_CODES[code] ? { status_code: LEGACY_STATUS_CODES[code] } : {}), status_date_time: status.date_time, city_name: city, city_code: String(FAKE_CITIES.find((c) => c.city === city)?.code ?? 44) },
      };
      const hooks = webhooks.filter((w) => w.type === 'ORDER_STATUS');
      return Promise.all(hooks.map((w) => fetch(w.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notice) }).then((r) => r.status, () => 0)));
    },
    /** The environment a shop started in another process needs to use this fake (CONTRACT §20). */
    env(): Record<string, string> {
      return { CDEK_CLIENT_ID: clientId, CDEK_CLIENT_SECRET: clientSecret, CDEK_API_URL: apiUrl, CDEK_FROM_LOCATION: '44' };
    },
    /** Where a test in another process moves an order: `POST {body: {number, code}}`. */
    moveUrl: `http://127.0.0.1:${port}/__test/move`,
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

export type FakeCdek = Awaited<ReturnType<typeof startFakeCdek>>;
