import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const record = (id: number, action: string, entity: string, entityId: number, changes: Record<string, unknown[]>) => ({
  __typename: 'AuditRecord',
  id,
  at: '2026-11-24T09:15:00.000Z',
  action,
  entity,
  entityId,
  changes,
  user: { __typename: 'UserRef', id: 3, email: 'manager@shop.local' },
});

function serveLog() {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminAuditLog', ({ variables }) => {
      requests.push(variables);
      const rows = [
        record(2, 'bulk', 'product', 41, { available: [true, false] }),
        record(1, 'update', 'product_variant', 90, { stock: [4, 9], price: [4990, 5290.5] }),
        record(3, 'status', 'checkout', 17, { status: ['new', 'cancelled'] }),
        record(4, 'update', 'payment_method', 2, { kind: ['on_delivery', 'bank_transfer'] }),
        record(5, 'update', 'delivery_method', 1, { maxDays: [2, 3], freeFrom: [null, 4999.9] }),
        record(6, 'role', 'users', 8, { role: ['User', 'SuperUser'] }),
      ];
      return HttpResponse.json({ data: { list: { __typename: 'AuditRecordList', rows, length: rows.length } } });
    }),
  );
  return requests;
}

describe('admin audit log', () => {
  // the manager's browser is in Novosibirsk (UTC+7): the log still shows the shop's Moscow time
  const browserZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Novosibirsk';
  });
  afterAll(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('lists who changed what and when, field by field, in Russian', async () => {
    serveLog();
    renderApp('/admin/audit', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Журнал изменений' });
    const [, bulk, stock, status, kind, delivery, role] = within(table).getAllByRole('row');
    expect(within(bulk).getByText('Массовое действие')).toBeTruthy();
    expect(within(bulk).getByRole('link', { name: 'Товар № 41' }).getAttribute('href')).toBe('/admin/products/41');
    expect(within(bulk).getByText('да → нет')).toBeTruthy();
    expect(within(bulk).getByRole('link', { name: 'manager@shop.local' }).getAttribute('href')).toBe('/admin/settings/users/3');
    expect(within(stock).getByText('Вариант товара № 90')).toBeTruthy();
    expect(within(stock).getByText('Остаток:')).toBeTruthy();
    expect(within(stock).getByText('4 → 9')).toBeTruthy();
    expect(within(stock).getByText(/^4\s990\s₽ → 5\s290,50\s₽$/)).toBeTruthy();
    // codes and column names never reach the screen: statuses, kinds, roles and fields are in Russian
    expect(within(status).getByText('Статус:')).toBeTruthy();
    expect(within(status).getByText('Новый → Отменён')).toBeTruthy();
    expect(within(kind).getByText('Вид:')).toBeTruthy();
    expect(within(kind).getByText('При получении → Переводом по счёту')).toBeTruthy();
    expect(within(delivery).getByText('Срок до, дней:')).toBeTruthy();
    expect(within(delivery).getByText(/^Бесплатно от суммы:/)).toBeTruthy();
    expect(within(delivery).getByText(/^4\s999,90\s₽$/)).toBeTruthy();
    expect(within(role).getByText('Покупатель → Менеджер')).toBeTruthy();
    // times in the shop's zone: 09:15 UTC is 12:15 in Moscow (16:15 in the browser's Novosibirsk)
    expect(new Date('2026-11-24T09:15:00.000Z').getHours()).toBe(16);
    expect(within(stock).getByText(/24\.11\.2026, 12:15/)).toBeTruthy();
  });

  it('narrows the log by kind of record, number and action, kept in the address', async () => {
    const requests = serveLog();
    const { user } = renderApp('/admin/audit?entity=checkout&entityId=6', { signedIn: true });

    await screen.findByRole('table', { name: 'Журнал изменений' });
    expect(requests[0]).toMatchObject({ entity: 'checkout', entityId: 6, page: 1 });
    await user.selectOptions(screen.getByLabelText('Действие'), 'Статус заказа');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ entity: 'checkout', entityId: 6, action: 'status' }));
    expect(new URLSearchParams(window.location.search).get('action')).toBe('status');
  });

  it('is reached from the settings', async () => {
    renderApp('/admin/settings', { signedIn: true });
    expect((await screen.findByRole('link', { name: 'Журнал изменений' })).getAttribute('href')).toBe('/admin/audit');
  });
});
