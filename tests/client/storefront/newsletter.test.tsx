import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';

/** Subscribes with the form found in `area`: the address, the consent, «Подписаться». */
async function subscribeIn(area: HTMLElement, user: ReturnType<typeof renderApp>['user'], email: string, consent = true) {
  await user.type(within(area).getByLabelText(/Электронная почта/), email);
  if (consent) await user.click(within(area).getByRole('checkbox', { name: /согласен на обработку/ }));
  await user.click(within(area).getByRole('button', { name: 'Подписаться' }));
}

describe('the newsletter form', () => {
  it('opens from the footer of every page and asks to subscribe an address with the consent, saying where the confirmation letter went', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('SubscribeToNews', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { subscribe: { __typename: 'SubscriptionRequest', email: 'anna@example.ru', status: 'pending' } } });
      }),
    );
    const { user } = renderApp('/contacts');
    await user.click(within(await screen.findByRole('navigation', { name: 'Помощь' })).getByRole('link', { name: 'Подписаться на рассылку' }));
    const form = await screen.findByRole('region', { name: 'Подписаться на рассылку' });
    await subscribeIn(form, user, 'anna@example.ru');
    expect(await within(form).findByText('Почти готово: письмо отправлено на anna@example.ru')).toBeTruthy();
    expect(within(form).getByText(/подтвердите подписку по ссылке/)).toBeTruthy();
    expect(sent).toEqual([{ email: 'anna@example.ru', consent: true }]);
  });

  it('sits in the footer of every page with labels of its own, and subscribes from there', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('SubscribeToNews', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { subscribe: { __typename: 'SubscriptionRequest', email: 'boris@example.ru', status: 'pending' } } });
      }),
    );
    const { user } = renderApp('/contacts');
    const form = await within(await screen.findByRole('contentinfo')).findByRole('region', { name: 'Рассылка' });
    await user.type(within(form).getByLabelText(/Почта для рассылки/), 'boris@example.ru');
    await user.click(within(form).getByRole('checkbox', { name: 'Я согласен получать рассылку и на обработку персональных данных' }));
    await user.click(within(form).getByRole('button', { name: 'Подписаться' }));
    expect(await within(form).findByText('Почти готово: письмо отправлено на boris@example.ru')).toBeTruthy();
    expect(sent).toEqual([{ email: 'boris@example.ru', consent: true }]);
  });

  it('on /discount asks for the consent before sending anything, and shows the server’s refusal', async () => {
    let calls = 0;
    server.use(
      graphql.mutation('SubscribeToNews', () => {
        calls++;
        return graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { email: 'Неверный адрес электронной почты' });
      }),
    );
    const { user } = renderApp('/discount');
    const form = await screen.findByRole('region', { name: 'Подписаться на рассылку' });
    await subscribeIn(form, user, 'anna@example.ru', false);
    expect(await within(form).findByText(/согласие/i)).toBeTruthy();
    expect(calls).toBe(0);
    await user.click(within(form).getByRole('checkbox', { name: /согласен на обработку/ }));
    await user.click(within(form).getByRole('button', { name: 'Подписаться' }));
    expect(await within(form).findByText('Неверный адрес электронной почты')).toBeTruthy();
    expect(calls).toBe(1);
  });
});
