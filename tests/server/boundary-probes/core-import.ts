import type { Checkout } from '../../../server/modules/shop/checkout.entity.js';

/** Probe, read as server/core/…: core naming a module. */
export const orderNumber = (order: Checkout) => `№ ${order.id}`;
