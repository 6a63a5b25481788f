import type { AdminPromotionFragment, PromotionInput, PromotionKind } from '../../generated/admin/graphql';
import type { FieldErrors } from '../../shared/errors/error-message';
import { SHOP_TIME_ZONE } from '../../shared/format/format';
import { numberFrom, numberText, REQUIRED_MESSAGE } from '../dictionaries/form-values';

/** The promotion form's values (CONTRACT §15): numbers and moments stay text until sent, choices are ids as text. */
export interface PromotionDraft {
  /** The version the form was read at (CONTRACT §17); none for a new promotion. */
  version?: number;
  name: string;
  /** Empty: the promotion applies by itself, with no code. */
  code: string;
  kind: PromotionKind;
  /** The percent or the roubles; not used for free delivery. */
  value: string;
  minOrderAmount: string;
  categoryIds: string[];
  brandIds: string[];
  productIds: string[];
  /** `2026-12-01T00:00` in the shop's time, as a datetime-local input holds it; empty for none. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export function emptyPromotion(): PromotionDraft {
  return {
    name: '',
    code: '',
    kind: 'percent',
    value: '',
    minOrderAmount: '',
    categoryIds: [],
    brandIds: [],
    productIds: [],
    startsAt: '',
    endsAt: '',
    usageLimit: '',
    perCustomerLimit: '',
    firstOrderOnly: false,
    active: true,
  };
}

const wallClock = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment as the shop's clock shows it, read as if it were UTC: the difference from the moment is the zone's offset. */
function shopClock(moment: number): { text: string; asUtc: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(new Date(moment)).map((part) => [part.type, part.value]));
  const { year, month, day, hour, minute } = parts;
  return { text: `${year}-${month}-${day}T${hour}:${minute}`, asUtc: Date.UTC(+year, +month - 1, +day, +hour, +minute) };
}

/** '2026-11-30T21:00:00.000Z' → '2026-12-01T00:00': the moment in the shop's time (Moscow), for a datetime-local input. */
export const shopInputTime = (iso: string): string => shopClock(Date.parse(iso)).text;

/** The inverse: '2026-12-01T00:00' typed in the shop's time → '2026-11-30T21:00:00.000Z'; empty or unreadable → null. */
export function shopMoment(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const typed = Date.UTC(+year, +month - 1, +day, +hour, +minute);
  // The zone's offset is read at a guess, then again at the moment found, in case the guess fell across a clock change.
  const offsetAt = (moment: number) => shopClock(moment).asUtc - moment;
  const guess = typed - offsetAt(typed);
  return new Date(typed - offsetAt(guess)).toISOString();
}

const numberOrBlank = (value: number | null) => (value === null ? '' : numberText(value));
const ids = (values: readonly number[]) => values.map(String);

/** The form values of a promotion being edited. */
export function promotionToDraft(promotion: AdminPromotionFragment): PromotionDraft {
  return {
    version: promotion.version,
    name: promotion.name,
    code: promotion.code ?? '',
    kind: promotion.kind,
    value: promotion.kind === 'free_delivery' ? '' : numberText(promotion.value),
    minOrderAmount: numberOrBlank(promotion.minOrderAmount),
    categoryIds: ids(promotion.categoryIds),
    brandIds: ids(promotion.brandIds),
    productIds: ids(promotion.productIds),
    startsAt: promotion.startsAt ? shopInputTime(promotion.startsAt) : '',
    endsAt: promotion.endsAt ? shopInputTime(promotion.endsAt) : '',
    usageLimit: numberOrBlank(promotion.usageLimit),
    perCustomerLimit: numberOrBlank(promotion.perCustomerLimit),
    firstOrderOnly: promotion.firstOrderOnly,
    active: promotion.active,
  };
}

const NUMBER_MESSAGE = 'Введите число, например 10 или 4 990,50';

/**
 * The checks made before sending: a name; a value for a percent or a sum; numbers that are numbers,
 * limits whole and from 1. The server checks the rest (a percent up to 100, the end after the start).
 */
export function checkPromotion(draft: PromotionDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = REQUIRED_MESSAGE;
  if (draft.kind !== 'free_delivery') {
    if (!draft.value.trim()) errors.value = REQUIRED_MESSAGE;
    else if (Number.isNaN(numberFrom(draft.value))) errors.value = NUMBER_MESSAGE;
  }
  if (draft.minOrderAmount.trim()) {
    const amount = numberFrom(draft.minOrderAmount);
    if (Number.isNaN(amount)) errors.minOrderAmount = NUMBER_MESSAGE;
    else if (amount < 0) errors.minOrderAmount = 'Не меньше 0';
  }
  for (const field of ['usageLimit', 'perCustomerLimit'] as const) {
    if (!draft[field].trim()) continue;
    const limit = numberFrom(draft[field]);
    if (!Number.isInteger(limit) || limit < 1) errors[field] = 'Целое число, не меньше 1';
  }
  return errors;
}

const optionalNumber = (text: string) => (text.trim() ? numberFrom(text) : null);

/**
 * The body of `createPromotion` / `updatePromotion` from checked values: every field sent, blanks as
 * null (no code: automatic; no dates: no bounds; no limits: none), the moments as ISO strings, and no
 * value for free delivery (the server keeps 0).
 */
export function draftToInput(draft: PromotionDraft): PromotionInput {
  return {
    ...(draft.version ? { version: draft.version } : {}),
    name: draft.name.trim(),
    code: draft.code.trim() || null,
    kind: draft.kind,
    ...(draft.kind === 'free_delivery' ? {} : { value: numberFrom(draft.value) }),
    minOrderAmount: optionalNumber(draft.minOrderAmount),
    categoryIds: draft.categoryIds.map(Number),
    brandIds: draft.brandIds.map(Number),
    productIds: draft.productIds.map(Number),
    startsAt: shopMoment(draft.startsAt),
    endsAt: shopMoment(draft.endsAt),
    usageLimit: optionalNumber(draft.usageLimit),
    perCustomerLimit: optionalNumber(draft.perCustomerLimit),
    firstOrderOnly: draft.firstOrderOnly,
    active: draft.active,
  };
}

/** A promotion's values now, after a save met a newer version (CONTRACT §17). */
export function describePromotion(promotion: AdminPromotionFragment): string[] {
  return [
    `Название: ${promotion.name}`,
    `Промокод: ${promotion.code ?? 'нет, применяется сама'}`,
    ...(promotion.kind === 'free_delivery' ? [] : [`Размер скидки: ${numberText(promotion.value)}${promotion.kind === 'percent' ? ' %' : ' ₽'}`]),
    `Действует: ${promotion.active ? 'да' : 'нет'}`,
  ];
}

/** The form as typed, based on the promotion now, so «Сохранить» writes over the newer one on purpose. */
export const rebasePromotion = (draft: PromotionDraft, promotion: AdminPromotionFragment): PromotionDraft => ({ ...draft, version: promotion.version });
