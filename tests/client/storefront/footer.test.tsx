import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

const linksOf = (groupName: string) =>
  within(screen.getByRole('navigation', { name: groupName }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('storefront footer', () => {
  it('shows the «О нас» group: delivery info at /dilevery, return, reviews and contacts', async () => {
    renderApp('/');
    await screen.findByRole('navigation', { name: 'О нас' });
    expect(linksOf('О нас')).toEqual([
      ['Доставка', '/dilevery'],
      ['Возврат товара', '/return-policy'],
      ['Отзывы', '/reviews'],
      ['Контакты', '/contacts'],
    ]);
  });

  it('shows the «Сервис» group: guarantees, how to buy, delivery and discounts', async () => {
    renderApp('/');
    await screen.findByRole('navigation', { name: 'Сервис' });
    expect(linksOf('Сервис')).toEqual([
      ['Гарантии', '/guarantee'],
      ['Как купить', '/how-to-buy'],
      ['Доставка', '/delivery'],
      ['Скидки', '/discount'],
    ]);
  });

  it('takes the shopper to the page of a footer link', async () => {
    const { user } = renderApp('/');
    const about = await screen.findByRole('navigation', { name: 'О нас' });
    await user.click(within(about).getByRole('link', { name: 'Возврат товара' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Возврат товара' })).toBeTruthy();
    expect(screen.getByText(/в течение 7 дней после получения/)).toBeTruthy();
  });
});
