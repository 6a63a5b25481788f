import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server, sessionOf, shopper } from '../support/server';

function serveMutation(name: string, answer: () => Response) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      calls.push(variables);
      return answer();
    }),
  );
  return calls;
}

const HELP_ANSWER = 'Сообщение получено, мы ответим вам как можно скорее';
const CALL_ANSWER = 'Заявка на обратный звонок принята, мы скоро свяжемся с вами';

describe('help-desk message', () => {
  it('sends the name, email, message and the consent, and says the message was received', async () => {
    const calls = serveMutation('SendHelpMessage', () => HttpResponse.json({ data: { sendHelpMessage: { message: HELP_ANSWER } } }));
    const { user } = renderApp('/help');

    await user.type(await screen.findByLabelText(/Как к вам обращаться/), 'Анна');
    await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/Сообщение/), 'Где мой заказ № 15?');
    await user.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect((await screen.findAllByText(HELP_ANSWER)).length).toBeGreaterThan(0);
    expect(calls).toEqual([{ input: { name: 'Анна', email: 'anna@example.ru', message: 'Где мой заказ № 15?', consent: true } }]);
    expect((screen.getByLabelText(/Сообщение/) as HTMLTextAreaElement).value).toBe('');
  });

  it('sends the phone when one is given', async () => {
    const calls = serveMutation('SendHelpMessage', () => HttpResponse.json({ data: { sendHelpMessage: { message: HELP_ANSWER } } }));
    const { user } = renderApp('/help');
    await user.type(await screen.findByLabelText(/Как к вам обращаться/), 'Анна');
    await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/Телефон/), '+7 900 123-45-67');
    await user.type(screen.getByLabelText(/Сообщение/), 'Вопрос');
    await user.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await screen.findAllByText(HELP_ANSWER);
    expect(calls[0]).toEqual({ input: { name: 'Анна', email: 'anna@example.ru', phone: '+7 900 123-45-67', message: 'Вопрос', consent: true } });
  });

  it('fills in the name and email of a signed-in shopper', async () => {
    server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
    const { user } = renderApp('/', { signedIn: true });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Анна Смирнова' })).toBeTruthy());
    await user.click(screen.getByRole('link', { name: 'Написать в поддержку' }));

    await waitFor(() => expect((screen.getByLabelText(/Как к вам обращаться/) as HTMLInputElement).value).toBe('Анна Смирнова'));
    expect((screen.getByLabelText(/Электронная почта/) as HTMLInputElement).value).toBe('anna@example.ru');
  });

  it('requires the consent and the message before sending anything, and puts the focus on the message, the first refused field', async () => {
    const calls = serveMutation('SendHelpMessage', () => HttpResponse.json({ data: { sendHelpMessage: { message: HELP_ANSWER } } }));
    const { user } = renderApp('/help');
    await user.type(await screen.findByLabelText(/Как к вам обращаться/), 'Анна');
    await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(screen.getByText('Нужно согласие на обработку персональных данных')).toBeTruthy();
    expect(screen.getByText('Заполните поле')).toBeTruthy();
    expect(calls).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Сообщение/)));
  });

  it('ticks the consent when the words of its label are clicked, and unticks it on a second click', async () => {
    const { user } = renderApp('/help');
    const consent = (await screen.findByRole('checkbox', { name: 'Я согласен на обработку персональных данных' })) as HTMLInputElement;

    await user.click(screen.getByText('Я согласен на обработку персональных данных'));
    expect(consent.checked).toBe(true);
    await user.click(screen.getByText('Я согласен на обработку персональных данных'));
    expect(consent.checked).toBe(false);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Текст согласия' }).getAttribute('href')).toBe('/personal-data');
  });

  it('puts the focus on the consent box when only the consent is missing', async () => {
    const { user } = renderApp('/help');
    await user.type(await screen.findByLabelText(/Как к вам обращаться/), 'Анна');
    await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/Сообщение/), 'Вопрос');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' })));
  });
});

describe('call-back request', () => {
  it('opens from the header, sends the name, phone and consent, and says staff will call', async () => {
    const calls = serveMutation('RequestCallBack', () => HttpResponse.json({ data: { requestCallBack: { message: CALL_ANSWER } } }));
    const { user } = renderApp('/');

    const header = await screen.findByRole('navigation', { name: 'Личный кабинет' });
    await user.click(within(header).getByRole('link', { name: 'Заказать звонок' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказать звонок' })).toBeTruthy();
    expect(window.location.pathname).toBe('/call-back');

    await user.type(screen.getByLabelText(/Как к вам обращаться/), 'Пётр');
    await user.type(screen.getByLabelText(/Телефон/), '8 (900) 123-45-67');
    await user.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await user.click(screen.getByRole('button', { name: 'Жду звонка' }));

    expect((await screen.findAllByText(CALL_ANSWER)).length).toBeGreaterThan(0);
    expect(calls).toEqual([{ input: { name: 'Пётр', phone: '8 (900) 123-45-67', consent: true } }]);
  });

  it("shows the server's reason under the phone and puts the focus on the phone", async () => {
    serveMutation('RequestCallBack', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { phone: 'Неверный номер телефона' }));
    const { user } = renderApp('/call-back');
    await user.type(await screen.findByLabelText(/Как к вам обращаться/), 'Пётр');
    await user.type(screen.getByLabelText(/Телефон/), '9001234567');
    await user.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await user.click(screen.getByRole('button', { name: 'Жду звонка' }));

    expect(await screen.findByText('Неверный номер телефона')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Телефон/)));
    expect(screen.queryByText('Отправлены неверные данные.')).toBeNull();
  });

  it('refuses an obviously wrong phone before sending', async () => {
    const calls = serveMutation('RequestCallBack', () => HttpResponse.json({ data: { requestCallBack: { message: CALL_ANSWER } } }));
    const { user } = renderApp('/call-back');
    await user.type(await screen.findByLabelText(/Как к вам обращаться/), 'Пётр');
    await user.type(screen.getByLabelText(/Телефон/), 'позвоните');
    await user.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await user.click(screen.getByRole('button', { name: 'Жду звонка' }));
    expect(screen.getByText('Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('consent page', () => {
  it('shows the consent text and its version as a Russian date', async () => {
    server.use(
      graphql.query('ConsentText', () =>
        HttpResponse.json({
          data: {
            consentText: {
              __typename: 'ConsentText',
              version: '2025-09-01',
              text: ['Я даю согласие интернет-магазину «Витрина».', 'Согласие действует до его отзыва.'],
            },
          },
        }),
      ),
    );
    renderApp('/personal-data');

    expect(await screen.findByRole('heading', { level: 1, name: 'Согласие на обработку персональных данных' })).toBeTruthy();
    expect(await screen.findByText('Редакция от 1 сентября 2025 г.')).toBeTruthy();
    expect(screen.getByText('Я даю согласие интернет-магазину «Витрина».')).toBeTruthy();
    expect(screen.getByText('Согласие действует до его отзыва.')).toBeTruthy();
  });

  it('is linked from the footer', async () => {
    renderApp('/');
    const links = await screen.findByRole('navigation', { name: 'Помощь' });
    expect(within(links).getByRole('link', { name: 'Согласие на обработку персональных данных' }).getAttribute('href')).toBe('/personal-data');
    expect(within(links).getByRole('link', { name: 'Написать в поддержку' }).getAttribute('href')).toBe('/help');
  });
});
