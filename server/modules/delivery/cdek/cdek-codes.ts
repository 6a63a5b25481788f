import type { ShipmentState, Tariff } from '../carrier.js';
import type { CdekStatus } from './cdek-types.js';

/**
 * СДЭК's tariffs for an online shop's parcel handed in at a СДЭК office («Посылка»): to a pickup
 * point (136, склад-склад), to the door (137, склад-дверь), to a parcel locker (368,
 * склад-постамат — lockers take their own tariff, not 136).
 */
export const CDEK_TARIFFS = { pickup: 136, courier: 137, locker: 368 } as const;

export const tariffCode = (tariff: Tariff): number => (typeof tariff === 'number' ? tariff : CDEK_TARIFFS[tariff]);

/**
 * Order status codes (Приложение 1 of api-docs.cdek.ru) by what they mean to the shop. The list
 * follows СДЭК's own WordPress module; the npm `cdek` package spells several transit codes
 * differently (SEND_TO_TRANSIT_OFFICE, MET_AT_…), which the documentation does not use.
 * RETURNED_TO_… on a direct order is the parcel coming back to a warehouse on its way (a failed
 * courier attempt, a missed connection), not a return to the shop: that ends in NOT_DELIVERED and
 * goes on as a separate return order.
 */
const REGISTERED = ['ACCEPTED', 'CREATED'];
const SHIPPED = [
  'RECEIVED_AT_SHIPMENT_WAREHOUSE',
  'READY_TO_SHIP_AT_SENDING_OFFICE',
  'READY_FOR_SHIPMENT_IN_SENDER_CITY',
  'RETURNED_TO_SENDER_CITY_WAREHOUSE',
  'TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY',
  'SENT_TO_TRANSIT_CITY',
  'ACCEPTED_IN_TRANSIT_CITY',
  'ACCEPTED_AT_TRANSIT_WAREHOUSE',
  'RETURNED_TO_TRANSIT_WAREHOUSE',
  'READY_TO_SHIP_IN_TRANSIT_OFFICE',
  'READY_FOR_SHIPMENT_IN_TRANSIT_CITY',
  'TAKEN_BY_TRANSPORTER_FROM_TRANSIT_CITY',
  'SENT_TO_SENDER_CITY',
  'SENT_TO_RECIPIENT_CITY',
  'ACCEPTED_IN_SENDER_CITY',
  'ACCEPTED_IN_RECIPIENT_CITY',
  'ACCEPTED_AT_RECIPIENT_CITY_WAREHOUSE',
  'ACCEPTED_AT_PICK_UP_POINT',
  'POSTOMAT_POSTED',
  'TAKEN_BY_COURIER',
  'RETURNED_TO_RECIPIENT_CITY_WAREHOUSE',
  'IN_CUSTOMS_INTERNATIONAL',
  'SHIPPED_TO_DESTINATION',
  'PASSED_TO_TRANSIT_CARRIER',
  'IN_CUSTOMS_LOCAL',
  'CUSTOMS_COMPLETE',
];
const DELIVERED = ['DELIVERED', 'POSTOMAT_RECEIVED'];
/** Not handed over (NOT_DELIVERED; POSTOMAT_SEIZED: taken out of a locker nobody opened), removed, or refused as invalid. */
const PROBLEM = ['NOT_DELIVERED', 'POSTOMAT_SEIZED', 'REMOVED', 'INVALID'];

const STATES = new Map<string, ShipmentState>([
  ...REGISTERED.map((code) => [code, 'registered'] as const),
  ...SHIPPED.map((code) => [code, 'shipped'] as const),
  ...DELIVERED.map((code) => [code, 'delivered'] as const),
  ...PROBLEM.map((code) => [code, 'problem'] as const),
]);

/** What a single status code means to the shop; undefined for a code it does not know. */
export const stateOfCode = (code: string): ShipmentState | undefined => STATES.get(code.toUpperCase());

/** Statuses oldest first (СДЭК lists the newest first), by their time; the same time keeps СДЭК's order reversed. */
export function oldestFirst(statuses: CdekStatus[]): CdekStatus[] {
  const time = (s: CdekStatus) => Date.parse(s.date_time.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return [...statuses].reverse().sort((a, b) => (time(a) || 0) - (time(b) || 0));
}

/** Where an order stands: its newest status the shop knows (`statuses` oldest first), else whether СДЭК has given it a number yet. */
export function shipmentState(statuses: CdekStatus[], hasNumber: boolean): ShipmentState {
  const known = statuses
    .map((s) => stateOfCode(s.code))
    .filter((state) => state !== undefined);
  return known.at(-1) ?? (hasNumber ? 'registered' : 'registering');
}
