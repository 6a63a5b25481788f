import type { EntityManager } from '@mikro-orm/postgresql';
import { ShopSettingsService } from '../modules/content/shop-settings.service.js';
import { addPickupPointsWhenNone } from '../modules/shop/checkout-methods.service.js';

/** A plausible demo seller: the footer, /contacts and letters need a name, address and ОГРН (CONTRACT §19). */
export const demoShop = {
  name: 'Витрина',
  legalName: 'ООО «Витрина»',
  inn: '7701234567',
  ogrn: '1157746123456',
  address: '101000, Москва, ул. Мясницкая, д. 24/7, стр. 1',
  phone: '+74951234567',
  email: 'hello@vitrina.example',
  workHours: 'Ежедневно 10:00–21:00',
};

export const demoPickupPoints = [
  { name: 'Магазин на Мясницкой', address: 'Москва, ул. Мясницкая, д. 24/7, стр. 1', hours: 'Ежедневно 10:00–21:00', phone: '+74951234567', position: 0 },
  { name: 'Пункт выдачи у м. «Белорусская»', address: 'Москва, ул. Лесная, д. 5', hours: 'Пн–Пт 9:00–20:00, Сб 10:00–18:00', phone: '+74951234568', position: 1 },
];

/** Fills the shop's settings while they hold no requisites, and the pickup points while there are none. */
export async function seedShop(em: EntityManager): Promise<void> {
  await em.transactional(async (tx) => {
    await new ShopSettingsService().fillWhenEmpty(tx, demoShop);
    await addPickupPointsWhenNone(tx, demoPickupPoints);
  });
}
