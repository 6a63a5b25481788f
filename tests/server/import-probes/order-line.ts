import type { Letter } from './order-letter.js';

/** Probe for import-cycles.test.ts: half of a circle closed only by a type and a lazy import. */
export interface OrderLine {
  sku: string;
  letter?: Letter;
}
