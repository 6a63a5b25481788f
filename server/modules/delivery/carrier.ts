import type { Parcel } from '../../core/config.js';

/**
 * What the shop asks of a delivery service (CONTRACT §20), in the shop's words: СДЭК is one
 * implementation; Почта России, Boxberry or Яндекс Доставка would each be one more module that
 * implements this. Money is in kopecks (integers), weights in grams, sides in centimetres.
 */
export interface Carrier {
  /** The carrier's name in `shipping-carriers.ts` terms (`cdek`). */
  readonly name: string;
  /** Whether the shop holds the credentials this carrier needs. */
  readonly configured: boolean;
  /** Localities whose name starts like `q`, for the checkout's city field. */
  cities(q: string): Promise<City[]>;
  /** The price and days of taking these parcels from one city to another. */
  quote(request: QuoteRequest): Promise<Quote>;
  /** Pickup points and parcel lockers of a city; with `q`, only those whose address holds every word of it. */
  points(cityCode: number, q?: string): Promise<PickupPoint[]>;
  /**
   * Hands a shipment to the carrier. Idempotent by the shop's order number: an order the carrier
   * already holds under that number is returned instead of a second one being made.
   */
  register(shipment: Shipment): Promise<ShipmentView>;
  /** A shipment as the carrier sees it now. */
  shipment(uuid: string): Promise<ShipmentView>;
  /** The waybill to stick on the parcel, as PDF bytes. */
  waybill(uuid: string): Promise<Uint8Array>;
  /** The barcode labels of the parcel's places, as PDF bytes. */
  labels(uuid: string): Promise<Uint8Array>;
  /** Asks the carrier to tell `url` of every status change of the shop's shipments. */
  subscribe(url: string): Promise<void>;
  /** The shipment a status notification names (to be read back with `shipment`), or null when it names none. */
  notified(body: unknown): string | null;
}

export interface City {
  /** The carrier's code of the locality. */
  code: number;
  /** Its name with the region and country, as a person reads it: «Новосибирск, Новосибирская обл., Россия». */
  name: string;
}

/**
 * How the parcel reaches the shopper: to a pickup point, to a parcel locker, to the door; or a
 * tariff code of the carrier's own when a delivery method names one.
 */
export type Tariff = 'pickup' | 'locker' | 'courier' | number;

export interface QuoteRequest {
  /** The sender's city; the shop's own (settings) when left out. */
  from?: number;
  to: number;
  packages: Parcel[];
  tariff: Tariff;
}

export interface Quote {
  /** What the shopper pays for delivery, in kopecks. */
  price: number;
  daysMin: number;
  daysMax: number;
  /** The carrier's tariff the price is for, to be kept with the order and used when it is registered. */
  tariff: number;
}

export interface PickupPoint {
  code: string;
  name: string;
  address: string;
  /** Opening hours as the carrier writes them: «Пн-Пт 10:00-20:00, Сб-Вс 10:00-18:00». */
  hours: string;
  type: 'pickup' | 'locker';
  lat: number;
  lon: number;
}

export interface ShipmentItem {
  name: string;
  sku: string;
  /** Price of one unit after discounts, in kopecks. */
  price: number;
  /** Weight of one unit, in grams. */
  weight: number;
  quantity: number;
}

export interface ShipmentPackage extends Parcel {
  items: ShipmentItem[];
}

export interface Shipment {
  /** The shop's order number: the key that makes registering idempotent. */
  number: string;
  tariff: Tariff;
  recipient: { name: string; phone: string; email?: string };
  /** A pickup point or locker by its code, or a door in a city. */
  to: { pointCode: string } | { cityCode: number; address: string; postalCode?: string };
  packages: ShipmentPackage[];
  /** The shopper pays on receipt: the goods at their price and `deliveryPrice` (kopecks) for delivery. */
  cashOnDelivery?: { deliveryPrice: number };
  comment?: string;
}

/**
 * Where a shipment stands: the carrier has not finished accepting it yet (`registering`), holds
 * it (`registered`), carries it (`shipped`), handed it over (`delivered`), or it went wrong
 * (`problem`: refused, not delivered, sent back, removed).
 */
export type ShipmentState = 'registering' | 'registered' | 'shipped' | 'delivered' | 'problem';

export interface ShipmentStatus {
  code: string;
  /** The carrier's name of the status, in Russian. */
  name: string;
  at: string;
  city?: string;
}

export interface ShipmentView {
  uuid: string;
  /** The shop's order number. */
  number: string | null;
  /** The carrier's number the shopper tracks the parcel by; null until the carrier gives one. */
  trackNumber: string | null;
  state: ShipmentState;
  /** Oldest first. */
  statuses: ShipmentStatus[];
}

/** The carrier did not answer in time, answered 5xx or 429, or answered something unreadable: trying again later may help. */
export class CarrierUnavailable extends Error {}

/** The carrier refused the request (4xx with its reasons): sending it again as it is will not help. */
export class CarrierRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The carrier's reasons, in its words. */
    readonly errors: { code: string; message: string }[],
  ) {
    super(message);
  }

  /** The first reason's code, for a program to branch on. */
  get code(): string {
    return this.errors[0]?.code ?? '';
  }
}
