import type { CdekSettings } from '../../../core/config.js';
import { kopecks } from '../../../core/money.js';
import type { Carrier, City, PickupPoint, Quote, QuoteRequest, Shipment, ShipmentView } from '../carrier.js';
import { CdekClient, CdekRefused, CdekUnavailable } from './cdek-client.js';
import { oldestFirst, shipmentState, tariffCode } from './cdek-codes.js';
import type { CdekDeliveryPoint, CdekOrderAnswer, CdekOrderRequest, CdekRequestState } from './cdek-types.js';

/** How long the carrier waits for СДЭК's asynchronous work: reads of an order being made, of a print form being drawn. */
export interface CdekPacing {
  attempts: number;
  pauseMs: number;
}

const roubles = (kopecks: number) => kopecks / 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Text as the point search compares it: lower case, ё as е, no punctuation. */
const searchable = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** СДЭК's reasons for refusing a request that was accepted and then found invalid, if it was. */
function refusal(requests: CdekRequestState[] = []): CdekRefused | null {
  const invalid = requests.filter((r) => r.state === 'INVALID');
  return invalid.length ? new CdekRefused(400, invalid.flatMap((r) => r.errors ?? [])) : null;
}

function view(uuid: string, answer: CdekOrderAnswer): ShipmentView {
  const entity = answer.entity;
  const statuses = oldestFirst(entity?.statuses ?? []);
  const invalid = (answer.requests ?? []).some((r) => r.type === 'CREATE' && r.state === 'INVALID');
  return {
    uuid: entity?.uuid ?? uuid,
    number: entity?.number ?? null,
    trackNumber: entity?.cdek_number ?? null,
    state: invalid ? 'problem' : shipmentState(statuses, Boolean(entity?.cdek_number)),
    statuses: statuses.map((s) => ({ code: s.code, name: s.name, at: s.date_time, ...(s.city ? { city: s.city } : {}) })),
  };
}

function point(office: CdekDeliveryPoint): PickupPoint {
  return {
    code: office.code,
    name: office.name,
    address: office.location.address,
    hours: office.work_time,
    type: office.type === 'POSTAMAT' ? 'locker' : 'pickup',
    lat: office.location.latitude,
    lon: office.location.longitude,
  };
}

/** Delivery through СДЭК (CONTRACT §20) as the shop's `Carrier`. */
export class CdekCarrier implements Carrier {
  readonly name = 'cdek';
  private readonly pacing: CdekPacing;

  constructor(
    private readonly settings: CdekSettings,
    private readonly client = new CdekClient(settings),
    pacing: Partial<CdekPacing> = {},
  ) {
    this.pacing = { attempts: 5, pauseMs: 1_000, ...pacing };
  }

  get configured(): boolean {
    return this.client.configured;
  }

  async cities(q: string): Promise<City[]> {
    const name = q.trim();
    if (!name) return [];
    const found = await this.client.suggestCities(name);
    return found.map((city) => ({ code: city.code, name: city.full_name }));
  }

  async quote({ from, to, packages, tariff }: QuoteRequest): Promise<Quote> {
    const code = tariffCode(tariff);
    const answer = await this.client.tariff({
      type: 1,
      tariff_code: code,
      from_location: { code: from ?? this.settings.fromLocation },
      to_location: { code: to },
      packages: packages.map(({ weight, length, width, height }) => ({ weight, length, width, height })),
    });
    if (answer.errors?.length) throw new CdekRefused(200, answer.errors);
    // Calendar days when СДЭК gives them: a shopper counts days, not working days.
    return { price: kopecks(answer.total_sum), daysMin: answer.calendar_min ?? answer.period_min, daysMax: answer.calendar_max ?? answer.period_max, tariff: code };
  }

  async points(cityCode: number, q = ''): Promise<PickupPoint[]> {
    const words = searchable(q).split(' ').filter(Boolean);
    const offices = await this.client.deliveryPoints(cityCode, 'ALL');
    return offices
      .filter((office) => office.is_handout !== false)
      .map(point)
      .filter((p) => words.every((word) => searchable(`${p.address} ${p.name}`).includes(word)));
  }

  async register(shipment: Shipment): Promise<ShipmentView> {
    const existing = await this.client.orderByNumber(shipment.number);
    if (existing?.entity) return this.settle(existing.entity.uuid, existing);
    let uuid: string | undefined;
    try {
      const created = await this.client.createOrder(this.order(shipment));
      const refused = refusal(created.requests);
      if (refused) throw refused;
      uuid = created.entity?.uuid;
    } catch (error) {
      if (!(error instanceof CdekUnavailable)) throw error;
      // The answer may be lost after СДЭК accepted the order: look for it under the shop's number before giving up.
      await pause(this.pacing.pauseMs);
      const made = await this.client.orderByNumber(shipment.number);
      if (!made?.entity) throw error;
      return this.settle(made.entity.uuid, made);
    }
    if (!uuid) throw new CdekUnavailable(new Error('СДЭК принял заказ, но не назвал его uuid'));
    return this.settle(uuid);
  }

  async shipment(uuid: string): Promise<ShipmentView> {
    return view(uuid, await this.client.order(uuid));
  }

  waybill(uuid: string): Promise<Uint8Array> {
    return this.printed('orders', uuid);
  }

  labels(uuid: string): Promise<Uint8Array> {
    return this.printed('barcodes', uuid);
  }

  async subscribe(url: string): Promise<void> {
    await this.client.subscribe(url, 'ORDER_STATUS');
  }

  notified(body: unknown): string | null {
    const notice = body as { type?: unknown; uuid?: unknown } | null;
    return notice?.type === 'ORDER_STATUS' && typeof notice.uuid === 'string' && notice.uuid ? notice.uuid : null;
  }

  /** Reads a just-made order back until СДЭК has numbered it or refused it; after the last attempt it answers what it has (`registering`). */
  private async settle(uuid: string, first?: CdekOrderAnswer): Promise<ShipmentView> {
    let answer = first ?? (await this.client.order(uuid));
    for (let attempt = 1; ; attempt++) {
      const refused = refusal(answer.requests?.filter((r) => r.type === 'CREATE'));
      if (refused) throw refused;
      if (answer.entity?.cdek_number || attempt >= this.pacing.attempts) return view(uuid, answer);
      await pause(this.pacing.pauseMs);
      answer = await this.client.order(uuid);
    }
  }

  /** Asks for a print form, waits until it is READY, and downloads its PDF. */
  private async printed(kind: 'orders' | 'barcodes', orderUuid: string): Promise<Uint8Array> {
    const asked = await this.client.createPrint(kind, {
      orders: [{ order_uuid: orderUuid }],
      // A waybill is printed twice on its sheet (one copy stays at the office); labels one to a place.
      ...(kind === 'orders' ? { copy_count: 2 } : { copy_count: 1, format: 'A6' }),
    });
    const refused = refusal(asked.requests);
    if (refused) throw refused;
    const uuid = asked.entity?.uuid;
    if (!uuid) throw new CdekUnavailable(new Error('СДЭК не назвал uuid печатной формы'));
    for (let attempt = 1; attempt <= this.pacing.attempts * 2; attempt++) {
      const form = await this.client.print(kind, uuid);
      const state = form.entity?.statuses.at(-1)?.code;
      if (state === 'READY') return this.client.printFile(kind, uuid, form.entity?.url);
      if (state === 'INVALID' || state === 'REMOVED') throw refusal(form.requests) ?? new CdekRefused(400, [{ code: state, message: 'Печатная форма не сформирована' }]);
      await pause(this.pacing.pauseMs);
    }
    throw new CdekUnavailable(new Error('Печатная форма СДЭК не готова'));
  }

  /** The body of `POST /orders` for a shipment. */
  private order(shipment: Shipment): CdekOrderRequest {
    const { number, recipient, to, cashOnDelivery } = shipment;
    return {
      type: 1,
      number,
      tariff_code: tariffCode(shipment.tariff),
      ...(shipment.comment ? { comment: shipment.comment } : {}),
      from_location: { code: this.settings.fromLocation },
      ...('pointCode' in to
        ? { delivery_point: to.pointCode }
        : { to_location: { code: to.cityCode, address: to.address, country_code: 'RU', ...(to.postalCode ? { postal_code: to.postalCode } : {}) } }),
      recipient: { name: recipient.name, ...(recipient.email ? { email: recipient.email } : {}), phones: [{ number: recipient.phone }] },
      ...(cashOnDelivery?.deliveryPrice ? { delivery_recipient_cost: { value: roubles(cashOnDelivery.deliveryPrice) } } : {}),
      packages: shipment.packages.map((parcel, index) => ({
        number: `${number}-${index + 1}`,
        weight: parcel.weight,
        length: parcel.length,
        width: parcel.width,
        height: parcel.height,
        items: parcel.items.map((item) => ({
          name: item.name,
          ware_key: item.sku,
          cost: roubles(item.price),
          payment: { value: cashOnDelivery ? roubles(item.price) : 0 },
          weight: item.weight,
          amount: item.quantity,
        })),
      })),
    };
  }
}
