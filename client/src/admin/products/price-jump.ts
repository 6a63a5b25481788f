import { formatPrice } from '../../shared/format/format';

/** How many times a price may grow or shrink before the back office asks (issue 47). */
export const PRICE_JUMP_FACTOR = 3;

export type PriceField = 'price' | 'oldPrice';

/** A price about to be saved and the one it replaces; `name` tells the variant or row apart (its SKU). */
export interface PriceChange {
  field: PriceField;
  before: number | null | undefined;
  after: number | null | undefined;
  name?: string;
}

const subjects: Record<PriceField, string> = { price: 'Цена', oldPrice: 'Старая цена' };

/**
 * Whether a new price is more than three times the previous one or below a third of it: exactly
 * three times or exactly a third is let through. From no price (empty or 0) nothing is asked, nor
 * when the price is cleared: there is nothing to compare with.
 */
export function isPriceJump(before: number | null | undefined, after: number | null | undefined): boolean {
  if (before === null || before === undefined || after === null || after === undefined) return false;
  if (!Number.isFinite(before) || !Number.isFinite(after) || before <= 0) return false;
  // Multiplied, not divided: 30 → 10 is exactly a third, whatever floating point makes of 30 / 3.
  return after > before * PRICE_JUMP_FACTOR || after * PRICE_JUMP_FACTOR < before;
}

/** The changes among these that need the manager's word. */
export const priceJumps = (changes: readonly PriceChange[]): PriceChange[] => changes.filter((change) => isPriceJump(change.before, change.after));

/** «Цена изменится с 10 590 ₽ на 10 590 990 ₽.», with the variant first when there are several: «DRESS-1: цена изменится…». */
export function priceJumpLine(change: PriceChange, named = false): string {
  const subject = subjects[change.field];
  const sentence = `изменится с ${formatPrice(change.before ?? 0)} на ${formatPrice(change.after ?? 0)}.`;
  return named && change.name ? `${change.name}: ${subject.toLowerCase()} ${sentence}` : `${subject} ${sentence}`;
}

/**
 * The question asked before saving: «Цена изменится с 10 590 ₽ на 10 590 990 ₽. Сохранить?» for one
 * price; for several, one line each naming its variant, then «Сохранить?».
 */
export function priceJumpQuestion(jumps: readonly PriceChange[]): string {
  if (jumps.length === 1) return `${priceJumpLine(jumps[0])} Сохранить?`;
  return [...jumps.map((jump) => priceJumpLine(jump, true)), 'Сохранить?'].join('\n');
}
