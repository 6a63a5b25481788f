import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const dashboard = (from: string, to: string) => ({
  __typename: 'Dashboard',
  from,
  to,
  days: [
    { __typename: 'DashboardDay', date: from, orders: 3, revenue: 2500, refunds: 0 },
    { __typename: 'DashboardDay', date: to, orders: 0, revenue: 0, refunds: 0 },
  ],
  totals: { __typename: 'DashboardTotals', orders: 3, revenue: 2500, refunds: 0, averageOrder: 1250, cancelled: 1, discounts: 450, discountedOrders: 2 },
  topProducts: [{ __typename: 'DashboardTopProduct', id: 7, name: 'Платье летнее', quantity: 2, revenue: 2000 }],
  promotions: [
    { __typename: 'DashboardPromotion', promotionId: 3, name: 'Осенняя скидка', orders: 2, amount: 300 },
    { __typename: 'DashboardPromotion', promotionId: null, name: 'Юбки', orders: 1, amount: 150 },
  ],
  lowStock: [{ __typename: 'DashboardLowStock', productId: 9, variantId: 90, name: 'Шарф', sku: 'SCARF-1', stock: 2 }],
  waiting: { __typename: 'DashboardWaiting', newOrders: 4, unansweredQuestions: 5, unansweredReviews: 6 },
  newSubscribers: 2,
});

/** The dashboard answers for the asked period (the last 30 days ending 2026-11-24 by default) and records each request. */
function serveDashboard() {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminDashboard', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { dashboard: dashboard((variables.from as string) ?? '2026-10-26', (variables.to as string) ?? '2026-11-24') } });
    }),
  );
  return requests;
}

describe('admin dashboard', () => {
  it('is the back office home: /admin opens it with the totals, the waiting work and the best sellers', async () => {
    serveDashboard();
    renderApp('/admin', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Сводка', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard');
    // The heading stands while the figures load.
    expect((await screen.findByRole('link', { name: 'Заказы: 3' })).getAttribute('href')).toBe('/admin/checkouts?from=2026-10-26&to=2026-11-24');
    expect(screen.getByText(/2\s500\s₽/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Отменено: 1' }).getAttribute('href')).toBe('/admin/checkouts?from=2026-10-26&to=2026-11-24&status=cancelled');
    expect(screen.getByRole('link', { name: 'Новые заказы: 4' }).getAttribute('href')).toBe('/admin/checkouts?status=new');
    expect(screen.getByRole('link', { name: 'Вопросы без ответа: 5' }).getAttribute('href')).toBe('/admin/questions?sort=unanswered');
    expect(screen.getByRole('link', { name: 'Отзывы без ответа: 6' }).getAttribute('href')).toBe('/admin/reviews?sort=unanswered');
    const best = screen.getByRole('table', { name: 'Лидеры продаж за период' });
    expect(within(best).getByRole('link', { name: 'Платье летнее' }).getAttribute('href')).toBe('/admin/products/7');
    expect(within(best).getByText('2 шт.')).toBeTruthy();
    const low = screen.getByRole('table', { name: 'Варианты, которых осталось мало' });
    expect(within(low).getByText('SCARF-1')).toBeTruthy();
  });

  it('shows the discounts beside the revenue and the promotions that gave the most, a deleted one by its name', async () => {
    serveDashboard();
    renderApp('/admin/dashboard', { signedIn: true });

    await screen.findByRole('link', { name: 'Заказы: 3' });
    const figure = screen.getByText('Скидки').parentElement!;
    expect(figure.textContent).toMatch(/^Скидки450\s₽в 2 заказах$/);
    const promotions = screen.getByRole('table', { name: 'Акции, давшие больше всего скидок за период' });
    const [, autumn, skirts] = within(promotions).getAllByRole('row');
    expect(within(autumn).getByRole('link', { name: 'Осенняя скидка' }).getAttribute('href')).toBe('/admin/promotions/3');
    expect(within(autumn).getByText('2')).toBeTruthy();
    expect(within(autumn).getByText(/^300\s₽$/)).toBeTruthy();
    expect(within(skirts).queryByRole('link')).toBeNull();
    expect(within(skirts).getByText('Юбки (удалена)')).toBeTruthy();
    expect(within(skirts).getByText(/^150\s₽$/)).toBeTruthy();
  });

  it('says so when the period had no discounts', async () => {
    renderApp('/admin/dashboard', { signedIn: true });

    expect(await screen.findByText('За период скидок не было.')).toBeTruthy();
    expect(screen.getByText('Скидки').parentElement!.textContent).toMatch(/^Скидки0\s₽в 0 заказах$/);
  });

  it('keeps a chosen period in the address and asks the server for it', async () => {
    const requests = serveDashboard();
    const { user } = renderApp('/admin/dashboard?from=2026-11-01&to=2026-11-07', { signedIn: true });

    expect(await screen.findByRole('link', { name: 'Заказы: 3' })).toBeTruthy();
    expect(requests[0]).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    await user.click(screen.getByRole('button', { name: '7 дней' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('to')).toBeTruthy());
    const to = new URLSearchParams(window.location.search).get('to')!;
    const from = new URLSearchParams(window.location.search).get('from')!;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    await waitFor(() => expect(requests.at(-1)).toEqual({ from, to }));
  });
});
