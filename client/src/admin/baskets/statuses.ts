import type { BasketStatus } from '../../generated/admin/graphql';

/** What is in a basket, in Russian: goods, nothing yet, or nothing after an order. */
export const basketStatusLabels: Record<BasketStatus, string> = {
  active: 'С товарами',
  empty: 'Пустая',
  ordered: 'Заказана',
};

export const basketStatusColors: Record<BasketStatus, string> = {
  active: 'green',
  empty: 'gray',
  ordered: 'blue',
};

export const basketStatusOptions = (Object.keys(basketStatusLabels) as BasketStatus[]).map((value) => ({ value, label: basketStatusLabels[value] }));

export const isBasketStatus = (value: string): value is BasketStatus => value in basketStatusLabels;
