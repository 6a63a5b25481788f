import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { emptyHomePage, server, shopContacts } from '../support/server';

describe('storefront pages', () => {
  it.each([
    ['/dilevery', 'Информация о доставке', /по всей России/],
    ['/return-policy', 'Возврат товара', /в течение 7 дней после получения/],
    ['/reviews', 'Отзывы', /Как оставить отзыв/],
    ['/contacts', 'Контакты', /Продавец и служба поддержки/],
    ['/guarantee', 'Гарантии', /Только оригинальные товары/],
    ['/how-to-buy', 'Как купить', /Шаг за шагом/],
    ['/delivery', 'Доставка', /Способы, стоимость и сроки/],
    ['/discount', 'Скидки', /Товары со скидкой/],
  ])('renders %s as the «%s» page', async (path, title, text) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    // The header and the title carry the shop's name from its settings.
    expect((await screen.findByRole('link', { name: shopContacts.name })).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe(`${title} — ${shopContacts.name}`));
  });

  it('lists on the delivery, how-to-buy and discount pages the delivery and payment methods the shop offers, with prices and terms — a СДЭК method priced at checkout for the city', async () => {
    server.use(
      graphql.query('InfoCheckoutMethods', () =>
        HttpResponse.json({
          data: {
            deliveryMethods: { __typename: 'DeliveryMethodList', rows: [{ __typename: 'DeliveryMethod', id: 1, name: 'Курьером', description: '', price: 350, freeFrom: 5000, minDays: 1, maxDays: 2, kind: 'manual' }, { __typename: 'DeliveryMethod', id: 3, name: 'Самовывоз из магазина', description: 'Москва, ул. Примерная, 1', price: 0, freeFrom: null, minDays: 0, maxDays: 1, kind: 'manual' }, { __typename: 'DeliveryMethod', id: 4, name: 'СДЭК до пункта выдачи', description: '', price: 0, freeFrom: 7000, minDays: 0, maxDays: 0, kind: 'cdek_pickup' }] },
            paymentMethods: { __typename: 'PaymentMethodList', rows: [{ __typename: 'PaymentMethod', id: 1, name: 'При получении: наличными или картой', description: '' }] },
          },
        }),
      ),
    );
    for (const path of ['/delivery', '/dilevery', '/how-to-buy', '/discount']) {
      const { unmount } = renderApp(path);
      expect(await screen.findByText('Курьером — 350 ₽, бесплатно от 5 000 ₽, 1–2 дня.'), path).toBeTruthy();
      expect(screen.getByText('Самовывоз из магазина — бесплатно, до 1 дня. Москва, ул. Примерная, 1')).toBeTruthy();
      expect(screen.getByText('СДЭК до пункта выдачи — цена и срок по расчёту СДЭК для вашего города при оформлении заказа, бесплатно от 7 000 ₽.')).toBeTruthy();
      expect(screen.getByText('При получении: наличными или картой')).toBeTruthy();
      expect(screen.queryByText(/199 ₽|СБП|Системы быстрых платежей|картой онлайн|10%/)).toBeNull();
      unmount();
    }
  });

  it('tells on the discount page the promotions on now: what each gives, on what, on which terms and until when, the categories and brands as links', async () => {
    const place = (id: number, name: string, url: string) => ({ __typename: 'PromotionPlace', id, name, url });
    server.use(
      graphql.query('InfoPromotions', () =>
        HttpResponse.json({
          data: {
            currentPromotions: [
              { __typename: 'CurrentPromotion', id: 3, name: 'Обувь Норд', kind: 'percent', value: 15, minOrderAmount: null, endsAt: '2026-12-31T20:59:00.000Z', firstOrderOnly: false, categories: [place(4, 'Обувь', 'shoes')], brands: [place(7, 'Норд', 'nord')], productCount: 2 },
              { __typename: 'CurrentPromotion', id: 5, name: 'Доставка в подарок', kind: 'free_delivery', value: 0, minOrderAmount: 3000, endsAt: null, firstOrderOnly: true, categories: [], brands: [], productCount: 0 },
            ],
          },
        }),
      ),
    );
    renderApp('/discount');
    const list = await screen.findByRole('list', { name: 'Акции сейчас' });
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Обувь Норд: скидка 15\u00a0% на Обувь, Норд и ещё 2 товара, до 31.12.2026.',
      'Доставка в подарок: бесплатная доставка на весь магазин, при заказе от 3\u00a0000\u00a0₽, на первый заказ.',
    ]);
    expect(within(list).getByRole('link', { name: 'Обувь' }).getAttribute('href')).toBe('/catalog/shoes');
    expect(within(list).getByRole('link', { name: 'Норд' }).getAttribute('href')).toBe('/catalog?brand=7');
    expect(screen.getByRole('heading', { level: 2, name: 'Промокоды' })).toBeTruthy();
  });

  it('says on the discount page when no promotion is on, and offers the newsletter', async () => {
    renderApp('/discount');
    expect(await screen.findByText(/Сейчас акций нет/)).toBeTruthy();
  });

  it('shows the home page with the slides, the category tree, the brands, the review and the news flagged for the main page', async () => {
    let brandVariables: unknown;
    server.use(
      graphql.query('HomePage', ({ query }) => {
        brandVariables = query.includes('brands(showOnMain: true, limit: 20');
        return HttpResponse.json({
          data: {
            ...emptyHomePage,
            categoriesTree: [
              {
                __typename: 'Category',
                id: 1,
                name: 'Женщинам',
                url: 'women',
                children: [{ __typename: 'Category', id: 2, name: 'Платья', url: 'women-dresses', children: [] }],
              },
            ],
            brands: { __typename: 'BrandList', rows: [{ __typename: 'Brand', id: 5, name: 'Северный ветер', url: 'severnyj-veter', image: null }], length: 1 },
            slides: { __typename: 'SlideList', rows: [{ __typename: 'Slide', id: 1, image: 'sale.png', link: '/catalog/women' }, { __typename: 'Slide', id: 2, image: 'new.png', link: '' }] },
            newsPosts: { __typename: 'NewsPostList', rows: [{ __typename: 'NewsPost', id: 3, title: 'Открыли новый склад', url: 'new-warehouse', text: 'Доставка стала быстрее.', image: null, createdAt: '2026-11-20T09:00:00.000Z' }] },
            reviews: {
              __typename: 'ReviewList',
              rows: [{ __typename: 'Review', id: 4, rating: 5, text: '<i>Лучший</i> магазин', user: { __typename: 'Author', firstName: 'Мария', lastName: 'Кузнецова' }, product: { __typename: 'DiscussedProduct', name: 'Платье миди', url: 'plate-midi' } }],
            },
          },
        });
      }),
    );
    renderApp('/');
    expect((await screen.findByRole('link', { name: 'Платья' })).getAttribute('href')).toBe('/catalog/women-dresses');
    expect(screen.getByRole('link', { name: 'Женщинам' }).getAttribute('href')).toBe('/catalog/women');
    expect(screen.getByText('Северный ветер')).toBeTruthy();
    expect(brandVariables).toBe(true);
    expect(screen.getByRole('img', { name: 'Слайд 1 из 2' }).closest('a')?.getAttribute('href')).toBe('/catalog/women');
    expect(screen.getByRole('button', { name: 'Слайд 2' })).toBeTruthy();
    expect(screen.getByText('<i>Лучший</i> магазин')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Платье миди' }).getAttribute('href')).toBe('/product/plate-midi');
    expect(screen.getByRole('img', { name: 'Оценка 5 из 5' })).toBeTruthy();
    expect(screen.getByText('Открыли новый склад')).toBeTruthy();
  });

  it('tells the shopper in Russian when the server cannot be reached', async () => {
    server.use(graphql.query('HomePage', () => HttpResponse.error()));
    renderApp('/');
    expect(await screen.findByText('Запрашиваемый сервер недоступен.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('answers an unknown address with the Russian 404 page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('re-mounts the page when only the path changes', async () => {
    const { user } = renderApp('/guarantee');
    const first = await screen.findByRole('heading', { level: 1, name: 'Гарантии' });
    const service = screen.getByRole('navigation', { name: 'Сервис' });
    await user.click(service.querySelector('a[href="/delivery"]')!);
    const second = await screen.findByRole('heading', { level: 1, name: 'Доставка' });
    expect(first.isConnected).toBe(false);
    expect(second).not.toBe(first);
  });
});
