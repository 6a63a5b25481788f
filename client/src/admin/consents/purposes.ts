import type { ConsentPurpose } from '../../generated/admin/graphql';

/** Why the personal data was given, in Russian. */
export const purposeLabels: Record<ConsentPurpose, string> = {
  signup: 'Регистрация',
  checkout: 'Заказ',
  address: 'Адрес доставки',
  help: 'Обращение в поддержку',
  callback: 'Обратный звонок',
  subscription: 'Подписка',
  stock_alert: 'Сообщить о поступлении',
};

export const purposeOptions = (Object.keys(purposeLabels) as ConsentPurpose[]).map((value) => ({ value, label: purposeLabels[value] }));

export const isPurpose = (value: string): value is ConsentPurpose => value in purposeLabels;
