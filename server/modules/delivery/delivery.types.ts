/** What the delivery module answers other modules: the carrier's terms (carrier.ts) and parcels. */
export type { City, PickupPoint, Quote, Tariff } from './carrier.js';
export type { ParcelGiven } from './packing.js';
