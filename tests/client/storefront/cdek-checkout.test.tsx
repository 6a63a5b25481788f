import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASKET_ID_KEY } from '../../../client/src/storefront/shop/basket-storage';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { delivery, field, fillRecipient, form, ON_DELIVERY, placedOrder } from './checkout-fixtures';
import { basket, BASKET_ID, data, serve, serveBasketCount } from './shop-fixtures';

const COURIER = 1;
const CDEK_POINT = 4;
const CDEK_DOOR = 5;
const KAZAN = { __typename: 'DeliveryCity', code: 424, name: 'Казань, Республика Татарстан, Россия' };

const offer = (deliveryMethodId: number, price: number, daysMin: number, daysMax: number, tariff: number) => ({ __typename: 'DeliveryOffer', deliveryMethodId, price, carrierPrice: price, freeFrom: null, daysMin, daysMax, tariff });

const point = (code: string, name: string, address: string, type: 'pickup' | 'locker') => ({ __typename: 'DeliveryPoint', code, name, address, hours: 'Пн-Вс 10:00-22:00', type, lat: 55.79, lon: 49.12 });
const POINTS = [point('KZN12', 'На Пушкина', 'ул. Пушкина, д. 10', 'pickup'), point('KZN77', 'Баумана', 'ул. Баумана, д. 1', 'locker')];

/** A basket of one dress in a shop that delivers by its own courier and through СДЭК to a point or the door (with Yandex Maps' `mapKey`, a map of the points too). */
function shopWithCdek(mapKey: string | null = null) {
  const answer = basket([{ variantId: 12, price: 4990, stock: 5, name: 'Платье миди', url: 'plate-midi', size: 'M', color: 'Синий', quantity: 1 }], { totalAmount: 4990 });
  localStorage.setItem(BASKET_ID_KEY, BASKET_ID);
  serveBasketCount(answer);
  serve('query', 'CartPage', () => data({ basket: answer }));
  serve('query', 'CheckoutMethods', () =>
    data({
      deliveryMethods: {
        __typename: 'DeliveryMethodList',
        rows: [
          delivery(CDEK_POINT, 'СДЭК: пункт выдачи или постамат', 0, null, 0, 0, false, 'cdek_pickup'),
          delivery(COURIER, 'Курьером', 350, 5000, 1, 2),
          delivery(CDEK_DOOR, 'СДЭК: курьером до двери', 0, null, 0, 0, true, 'cdek_courier'),
        ],
      },
      paymentMethods: { __typename: 'PaymentMethodList', rows: [{ __typename: 'PaymentMethod', id: ON_DELIVERY, name: 'При получении', description: '' }] },
      pickupPoints: { __typename: 'PickupPointList', rows: [] },
    }),
  );
  serve('query', 'DeliveryCities', ({ q }) => data({ deliveryCities: String(q).startsWith('Каз') ? [KAZAN] : [] }));
  serve('query', 'DeliveryMap', () => data({ deliveryMap: { __typename: 'DeliveryMap', apiKey: mapKey } }));
  return serve('query', 'DeliveryPoints', ({ q }) => data({ deliveryPoints: q ? POINTS.filter((p) => p.address.includes(String(q))) : POINTS }));
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });

async function chooseKazan(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Город доставки/), 'Каз');
  await user.click(await screen.findByRole('button', { name: KAZAN.name }));
}

describe('delivery through СДЭК at checkout', () => {
  it('prices СДЭК for the city typed beside the shop’s own methods, lists the city’s points when asked, prices the locker chosen by its own tariff, and places the order with the locker and that price', async () => {
    const pointQueries = shopWithCdek();
    const quotes = serve('query', 'DeliveryQuote', ({ deliveryPointCode }) =>
      data({ deliveryQuote: [deliveryPointCode === 'KZN77' ? offer(CDEK_POINT, 390, 3, 5, 368) : offer(CDEK_POINT, 420, 3, 5, 136), offer(CDEK_DOOR, 650, 2, 3, 137)] }),
    );
    const placed = {
      ...placedOrder({ id: 61, email: 'anna@example.ru', itemsAmount: 4990, deliveryPrice: 390, delivery: 'СДЭК: пункт выдачи или постамат', address: '' }),
      deliveryTariff: 368,
      deliveryDays: { __typename: 'OrderDeliveryDays', min: 3, max: 5 },
      deliveryPoint: { __typename: 'OrderDeliveryPoint', code: 'KZN77', address: 'ул. Баумана, д. 1', type: 'locker' },
      deliveryCity: { __typename: 'OrderDeliveryCity', name: KAZAN.name },
    };
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: placed }));
    const { user } = renderApp('/checkout');

    const cdek = await screen.findByRole('radio', { name: /СДЭК: пункт выдачи/ });
    expect(cdek).toHaveProperty('disabled', true);
    expect(cdek.closest('label')!.textContent).toContain('Укажите город — посчитаем цену и срок');
    expect(radio(/Курьером/)).toHaveProperty('checked', true);
    expect(pointQueries).toEqual([]);

    await chooseKazan(user);
    await screen.findByText('420 ₽');
    expect(quotes).toEqual([{ basketId: BASKET_ID, cityCode: 424 }]);
    expect(radio(/СДЭК: пункт выдачи/).closest('label')!.textContent).toContain('3–5 дней');
    expect(radio(/СДЭК: курьером до двери/).closest('label')!.textContent).toMatch(/650\s₽/);
    await user.click(radio(/СДЭК: пункт выдачи/));
    await user.click(screen.getByRole('button', { name: 'Выбрать пункт выдачи' }));
    await screen.findByRole('radio', { name: /Пункт выдачи «На Пушкина»/ });
    await user.type(screen.getByLabelText(/^Найти пункт выдачи/), 'Баумана');
    await waitFor(() => expect(screen.queryByRole('radio', { name: /На Пушкина/ })).toBeNull());
    await user.click(screen.getByRole('radio', { name: /Постамат «Баумана»/ }));
    expect(within(screen.getByRole('region', { name: 'Пункт выдачи СДЭК' })).getByText(/Постамат «Баумана», ул. Баумана, д. 1/)).toBeTruthy();
    expect(pointQueries.at(-1)).toEqual({ cityCode: 424, q: 'Баумана' });
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    await waitFor(() => expect(within(summary).getByText('Доставка: СДЭК: пункт выдачи или постамат').nextElementSibling!.textContent).toMatch(/^390\s₽$/));
    expect(quotes.at(-1)).toEqual({ basketId: BASKET_ID, cityCode: 424, deliveryPointCode: 'KZN77' });
    expect(within(summary).getByText(/^5\s380\s₽$/)).toBeTruthy();
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 61')).toBeTruthy();
    expect(orders[0]).toMatchObject({ input: { deliveryMethodId: CDEK_POINT, cityCode: 424, cityName: KAZAN.name, deliveryPointCode: 'KZN77', deliveryPrice: 390 } });
    expect(orders[0].input).not.toHaveProperty('pickupPointId');
    expect(orders[0].input).not.toHaveProperty('zipCode');
    expect(screen.getByText('Постамат СДЭК: Казань, ул. Баумана, д. 1')).toBeTruthy();
    expect(screen.getByText('Срок доставки по расчёту СДЭК: 3–5 дней')).toBeTruthy();
    expect(screen.getByText('СДЭК пришлёт сообщение, когда заказ можно будет забрать.')).toBeTruthy();
  });

  it('says СДЭК’s calculation is unavailable and keeps the shop’s own methods to choose when СДЭК does not answer', async () => {
    shopWithCdek();
    serve('query', 'DeliveryQuote', () => graphQLError(503, 'DELIVERY_UNAVAILABLE', 'Служба доставки сейчас не отвечает'));
    const orders = serve('mutation', 'PlaceDirectCheckout', () => data({ placeDirectCheckout: placedOrder({ id: 62, email: 'anna@example.ru', itemsAmount: 4990, deliveryPrice: 350 }) }));
    const { user } = renderApp('/checkout');

    await chooseKazan(user);

    expect((await screen.findByRole('alert')).textContent).toBe('Расчёт доставки СДЭК сейчас недоступен. Выберите другой способ доставки или попробуйте позже.');
    expect(radio(/СДЭК: пункт выдачи/)).toHaveProperty('disabled', true);
    expect(radio(/СДЭК: курьером до двери/)).toHaveProperty('disabled', true);
    expect(radio(/Курьером/)).toHaveProperty('disabled', false);
    expect(radio(/Курьером/)).toHaveProperty('checked', true);
    await fillRecipient(user);
    await user.type(field(/^Индекс/), '420111');
    await user.type(field(/^Город$|^Город\*/), 'Казань');
    await user.type(field(/^Улица/), 'ул. Баумана, 5');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 62')).toBeTruthy();
    expect(orders[0]).toMatchObject({ input: { deliveryMethodId: COURIER } });
    expect(orders[0].input).not.toHaveProperty('cityCode');
  });

  it('shows the new price when СДЭК’s price changed before the order was placed, and sends the new one when the shopper confirms', async () => {
    shopWithCdek();
    let price = 420;
    serve('query', 'DeliveryQuote', () => data({ deliveryQuote: [offer(CDEK_DOOR, price, 2, 3, 137)] }));
    const orders = serve('mutation', 'PlaceDirectCheckout', ({ input }) => {
      if ((input as { deliveryPrice: number }).deliveryPrice === 480) return data({ placeDirectCheckout: placedOrder({ id: 63, email: 'anna@example.ru', itemsAmount: 4990, deliveryPrice: 480 }) });
      price = 480;
      return graphQLError(409, 'STALE', 'Стоимость доставки изменилась: теперь 480 ₽. Проверьте заказ и подтвердите его ещё раз.', { current: { deliveryMethodId: CDEK_DOOR, price: 480 } });
    });
    const { user } = renderApp('/checkout');

    await chooseKazan(user);
    await screen.findByText('420 ₽');
    expect(radio(/СДЭК: пункт выдачи/).closest('label')!.textContent).toContain('СДЭК не доставляет так в этот город');
    await user.click(radio(/СДЭК: курьером до двери/));
    await fillRecipient(user);
    await user.type(field(/^Индекс/), '420111');
    await user.type(field(/^Город$|^Город\*/), 'Казань');
    await user.type(field(/^Улица/), 'ул. Баумана, 5');
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await within(form()).findByText('Стоимость доставки изменилась: теперь 480 ₽. Проверьте заказ и подтвердите его ещё раз.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(await within(summary).findByText(/^5\s470\s₽$/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Оформить заказ' }));

    expect(await screen.findByText('Заказ № 63')).toBeTruthy();
    expect(orders.map(({ input }) => (input as { deliveryPrice: number }).deliveryPrice)).toEqual([420, 480]);
    expect(orders[1]).toMatchObject({ input: { deliveryMethodId: CDEK_DOOR, cityCode: 424, city: 'Казань' } });
  });

  it('shows the city’s points on a Yandex map only in a shop with its key, and a marker chooses its point', async () => {
    shopWithCdek('test-maps-key');
    serve('query', 'DeliveryQuote', () => data({ deliveryQuote: [offer(CDEK_POINT, 420, 3, 5, 136)] }));
    const markers: { coordinates: [number, number]; element: HTMLElement }[] = [];
    const maps = {
      ready: Promise.resolve(),
      YMap: class {
        addChild() {
          return this;
        }
        destroy() {}
      },
      YMapDefaultSchemeLayer: class {},
      YMapDefaultFeaturesLayer: class {},
      YMapMarker: class {
        constructor({ coordinates }: { coordinates: [number, number] }, element: HTMLElement) {
          markers.push({ coordinates, element });
        }
      },
    };
    const { user } = renderApp('/checkout');

    await chooseKazan(user);
    await user.click(await screen.findByRole('radio', { name: /СДЭК: пункт выдачи/ }));
    await user.click(screen.getByRole('button', { name: 'Выбрать пункт выдачи' }));
    await screen.findByRole('region', { name: 'Пункты выдачи на карте' });
    const script = await waitFor(() => document.head.querySelector<HTMLScriptElement>('script[src^="https://api-maps.yandex.ru/v3/"]')!);
    expect(script.src).toBe('https://api-maps.yandex.ru/v3/?apikey=test-maps-key&lang=ru_RU');
    Object.assign(window, { ymaps3: maps });
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(markers).toHaveLength(2));
    expect(markers.map(({ coordinates }) => coordinates)).toEqual([[49.12, 55.79], [49.12, 55.79]]);
    const locker = markers.find(({ element }) => element.title === 'Постамат «Баумана», ул. Баумана, д. 1')!;
    // Yandex places the marker on its map; the fake does not, so the marker is clicked where it is.
    act(() => locker.element.click());

    expect(await screen.findByText(/Постамат «Баумана», ул. Баумана, д. 1/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Пункты выдачи на карте' })).toBeNull();
    Reflect.deleteProperty(window, 'ymaps3');
    script.remove();
  });

  it('has no map, and loads nothing from Yandex, without the key', async () => {
    shopWithCdek();
    serve('query', 'DeliveryQuote', () => data({ deliveryQuote: [offer(CDEK_POINT, 420, 3, 5, 136)] }));
    const { user } = renderApp('/checkout');

    await chooseKazan(user);
    await user.click(await screen.findByRole('radio', { name: /СДЭК: пункт выдачи/ }));
    await user.click(screen.getByRole('button', { name: 'Выбрать пункт выдачи' }));
    await screen.findByRole('radio', { name: /Постамат «Баумана»/ });

    expect(screen.queryByRole('region', { name: 'Пункты выдачи на карте' })).toBeNull();
    expect(document.head.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull();
  });
});
