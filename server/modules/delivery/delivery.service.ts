import type { CdekSettings, Parcel } from '../../core/config.js';
import { AppError, refusal } from '../../core/errors.js';
import { CarrierRefused, type Carrier, type City, type PickupPoint, type Quote, type QuoteRequest } from './carrier.js';
import { CdekCarrier } from './cdek/cdek-carrier.js';
import { packageOf, unitParcel, type ParcelGiven } from './packing.js';

export { packageOf, unitParcel };

/** What the shopper reads when СДЭК fails, hangs or answers nonsense (CONTRACT §20). */
export const UNAVAILABLE_MESSAGE = 'Расчёт доставки СДЭК сейчас недоступен';

const unavailable = (cause?: unknown) => Object.assign(refusal(503, 'DELIVERY_UNAVAILABLE', UNAVAILABLE_MESSAGE), { cause });

interface Kept<T> {
  until: number;
  value: T;
}

/**
 * Delivery through the carrier as checkout uses it: cities, pickup points and quotes, each answered
 * within `deadlineMs` or refused with 503 DELIVERY_UNAVAILABLE, never a 500. Cities and points
 * change rarely and every call costs a request to the carrier, so answers are kept in memory for
 * `keepMinutes` per query (failures are not kept); quotes are always asked afresh.
 */
export class DeliveryService {
  private readonly kept = new Map<string, Kept<unknown>>();
  /** Questions on their way to the carrier: the same one asked meanwhile waits for that answer. */
  private readonly asked = new Map<string, Promise<unknown>>();

  constructor(
    readonly carrier: Carrier,
    private readonly options: { defaultParcel: Parcel; missingSettings: string[]; mapKey?: string; keepMinutes?: number; deadlineMs?: number; keepAtMost?: number },
  ) {}

  /** Yandex Maps' key for the points' map, when the shop has one (YANDEX_MAPS_API_KEY). */
  get mapKey(): string | null {
    return this.options.mapKey ?? null;
  }

  /** The settings the carrier still needs before its methods may be offered. */
  get missingSettings(): string[] {
    return this.options.missingSettings;
  }

  /** The shop's parcel for what says nothing of its own (DEFAULT_PARCEL). */
  get defaultParcel(): Parcel {
    return this.options.defaultParcel;
  }

  /** Localities whose name starts like `q`; none while the carrier is not set up (no method of it is offered then). */
  cities(q: string): Promise<City[]> {
    const name = q.trim().toLowerCase().replace(/ё/g, 'е');
    if (name.length < 2 || this.missingSettings.length) return Promise.resolve([]);
    return this.keep(`cities:${name}`, () => this.carrier.cities(q.trim()));
  }

  /** Pickup points and lockers of a city, those whose address holds every word of `q`; none while the carrier is not set up. */
  points(cityCode: number, q = ''): Promise<PickupPoint[]> {
    if (this.missingSettings.length) return Promise.resolve([]);
    return this.keep(`points:${cityCode}:${q.trim().toLowerCase()}`, () => this.carrier.points(cityCode, q));
  }

  /** The carrier's price (kopecks) and days for these packages; null when the carrier does not deliver so (its refusal). */
  async quote(request: QuoteRequest): Promise<Quote | null> {
    try {
      return await this.reach(() => this.carrier.quote(request));
    } catch (error) {
      if (error instanceof CarrierRefused) return null;
      throw error;
    }
  }

  /** The one package of these units (`packageOf`), each unit's parcel from its variant, product and the shop. */
  packages(units: { variant: ParcelGiven; product: ParcelGiven; quantity: number }[]): Parcel[] {
    return [packageOf(units.map(({ variant, product, quantity }) => ({ parcel: unitParcel(variant, product, this.defaultParcel), quantity })))];
  }

  /** The kept answer while it is fresh, else the one being asked, else a new question to the carrier. */
  private keep<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept && kept.until > Date.now()) return Promise.resolve(kept.value as T);
    let asking = this.asked.get(key) as Promise<T> | undefined;
    if (!asking) {
      asking = this.fetchAndKeep(key, ask).finally(() => this.asked.delete(key));
      this.asked.set(key, asking);
    }
    return asking;
  }

  private async fetchAndKeep<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const value = await this.reach(ask).catch((error: unknown) => {
      throw error instanceof CarrierRefused ? unavailable(error) : error;
    });
    this.kept.delete(key);
    this.kept.set(key, { until: Date.now() + (this.options.keepMinutes ?? 10) * 60_000, value });
    // The oldest answers go first when the room is full.
    for (const old of this.kept.keys()) {
      if (this.kept.size <= (this.options.keepAtMost ?? 2_000)) break;
      this.kept.delete(old);
    }
    return value;
  }

  /**
   * The carrier's answer, or 503 DELIVERY_UNAVAILABLE when it is unavailable or late. The client
   * already gives up after its own read timeout; the deadline here holds whatever the carrier does.
   */
  private async reach<T>(ask: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable(new Error('нет ответа в срок'))), this.options.deadlineMs ?? 2_800);
    });
    try {
      return await Promise.race([ask(), late]);
    } catch (error) {
      if (error instanceof CarrierRefused || error instanceof AppError) throw error;
      throw unavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The delivery service of the shop's settings: СДЭК, with the settings it lacks named. */
export function cdekDelivery(settings: CdekSettings): DeliveryService {
  const missingSettings = [!settings.clientId && 'CDEK_CLIENT_ID', !settings.clientSecret && 'CDEK_CLIENT_SECRET'].filter((name): name is string => Boolean(name));
  return new DeliveryService(new CdekCarrier(settings), { defaultParcel: settings.defaultParcel, missingSettings, mapKey: settings.mapKey });
}
