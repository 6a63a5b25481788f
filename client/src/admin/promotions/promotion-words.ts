import type { AdminPromotionFragment, PromotionKind } from '../../generated/admin/graphql';
import { formatPrice, formatShortDate } from '../../shared/format/format';

/** The kinds as the form offers them. */
export const kindOptions: { value: PromotionKind; label: string }[] = [
  { value: 'percent', label: 'Процент от цены товаров' },
  { value: 'fixed', label: 'Сумма на заказ, ₽' },
  { value: 'free_delivery', label: 'Бесплатная доставка' },
];

const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** What a promotion gives: «−10 %», «−500 ₽», «Бесплатная доставка». */
export function benefitText({ kind, value }: Pick<AdminPromotionFragment, 'kind' | 'value'>): string {
  if (kind === 'percent') return `−${percent.format(value)}\u00a0%`;
  if (kind === 'fixed') return `−${formatPrice(value)}`;
  return 'Бесплатная доставка';
}

/** When it acts, by days of the shop's time: «с 01.12.2026 по 31.12.2026», «до 31.12.2026», «с 01.12.2026», «Бессрочно». */
export function periodText({ startsAt, endsAt }: Pick<AdminPromotionFragment, 'startsAt' | 'endsAt'>): string {
  if (startsAt && endsAt) return `с ${formatShortDate(startsAt)} по ${formatShortDate(endsAt)}`;
  if (endsAt) return `до ${formatShortDate(endsAt)}`;
  if (startsAt) return `с ${formatShortDate(startsAt)}`;
  return 'Бессрочно';
}

/** How many orders got it, out of how many may: «3 из 5», or «3» with no limit. */
export const usageText = ({ used, usageLimit }: Pick<AdminPromotionFragment, 'used' | 'usageLimit'>): string => (usageLimit === null ? String(used) : `${used} из ${usageLimit}`);

export type PromotionState = 'on' | 'off' | 'over' | 'ahead';

/** Whether it acts at `now`: switched off, over (its end has passed), not started yet, or on. */
export function promotionState({ active, startsAt, endsAt }: Pick<AdminPromotionFragment, 'active' | 'startsAt' | 'endsAt'>, now: number): PromotionState {
  if (!active) return 'off';
  if (endsAt && Date.parse(endsAt) <= now) return 'over';
  if (startsAt && Date.parse(startsAt) > now) return 'ahead';
  return 'on';
}

export const stateLabels: Record<PromotionState, string> = { on: 'Действует', off: 'Выключена', over: 'Закончилась', ahead: 'Ещё не началась' };
