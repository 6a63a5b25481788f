import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readTokens } from '../../../client/src/shared/auth/token-storage';
import { renderApp, TEST_TOKENS } from '../support/render';
import { graphQLError, server, sessionOf, shopper } from '../support/server';

const session = (user: object, accessToken = 'access-new', refreshToken = 'refresh-new') => ({ __typename: 'AuthPayload', accessToken, refreshToken, user });

/** The header's account link («Войти» or the user's name). */
const accountLink = () =>
  within(screen.getByRole('navigation', { name: 'Личный кабинет' }))
    .getAllByRole('link')
    .at(-1)!;

/** Records the variables of every call of a mutation and answers it. */
function serveMutation(name: string, answer: (variables: Record<string, unknown>) => Response) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      calls.push(variables);
      return answer(variables);
    }),
  );
  return calls;
}

const serveMe = (user: object = shopper) => server.use(graphql.query('AccountMe', () => HttpResponse.json({ data: { me: user } })));
const serveShopperSession = () => server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));

describe('sign-in', () => {
  it('sends the pair, stores both tokens, says «Вы успешно авторизованы!» and puts the name in the header', async () => {
    const calls = serveMutation('SignIn', () => HttpResponse.json({ data: { signIn: session(shopper) } }));
    serveMe();
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Электронная почта/), 'anna@example.ru');
    expect(accountLink().textContent).toBe('Войти');
    await user.type(screen.getByLabelText(/Пароль/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Вы успешно авторизованы!')).toBeTruthy();
    expect(calls).toEqual([{ input: { email: 'anna@example.ru', password: 'secret-123' } }]);
    expect(readTokens()).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(accountLink().textContent).toBe('Анна Смирнова');
    expect(accountLink().getAttribute('href')).toBe('/profile');
  });

  it('says the pair does not match on a 401 and stores nothing', async () => {
    serveMutation('SignIn', () => graphQLError(401, 'UNAUTHENTICATED', 'Вы не авторизованы.'));
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/Пароль/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect((await screen.findAllByText('Неверная электронная почта или пароль.')).length).toBeGreaterThan(0);
    expect(readTokens()).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('checks the fields before sending anything', async () => {
    const calls = serveMutation('SignIn', () => HttpResponse.json({ data: { signIn: session(shopper) } }));
    const { user } = renderApp('/login');

    await user.type(await screen.findByLabelText(/Электронная почта/), 'anna-at-example');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(screen.getByText('Неверный адрес электронной почты')).toBeTruthy();
    expect(screen.getByText('Заполните поле')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('leads from «Забыли пароль?» to the reset request, which says a letter was sent', async () => {
    const calls = serveMutation('RequestPasswordReset', () =>
      HttpResponse.json({
        data: { requestPasswordReset: { message: 'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля' } },
      }),
    );
    const { user } = renderApp('/login');

    await user.click(await screen.findByRole('link', { name: 'Забыли пароль?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeTruthy();
    expect(window.location.pathname).toBe('/forgot-password');
    await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Прислать ссылку' }));

    expect(await screen.findByText('Письмо со ссылкой для смены пароля отправлено')).toBeTruthy();
    expect(screen.getByText(/мы отправили на него письмо/)).toBeTruthy();
    expect(calls).toEqual([{ email: 'anna@example.ru' }]);
  });
});

describe('sign-up', () => {
  async function fillSignUp(user: ReturnType<typeof renderApp>['user'], { password = '', consent = true } = {}) {
    await user.type(await screen.findByLabelText(/Электронная почта/), 'new@example.ru');
    await user.type(screen.getByLabelText(/^Имя/), 'Пётр');
    await user.type(screen.getByLabelText(/Фамилия/), 'Иванов');
    if (password) await user.type(screen.getByLabelText(/Пароль/), password);
    if (consent) await user.click(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  }

  it('sends no password when it is left empty, with the consent, then signs in and says the letter is on its way', async () => {
    const newUser = { ...shopper, id: 9, email: 'new@example.ru', firstName: 'Пётр', lastName: 'Иванов', isVerified: false };
    const calls = serveMutation('SignUp', () => HttpResponse.json({ data: { signUp: session(newUser) } }));
    serveMe(newUser);
    const { user } = renderApp('/register');

    expect(await screen.findByText('Если оставить пустым, мы придумаем пароль и пришлём его письмом')).toBeTruthy();
    await fillSignUp(user);

    expect(await screen.findByText('Письмо с логином и паролем отправлено на вашу почту')).toBeTruthy();
    expect(calls).toEqual([{ input: { email: 'new@example.ru', firstName: 'Пётр', lastName: 'Иванов', consent: true } }]);
    expect(readTokens()).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  it('sends the password the shopper chose, and does not promise it by mail', async () => {
    const calls = serveMutation('SignUp', () => HttpResponse.json({ data: { signUp: session(shopper) } }));
    serveMe();
    const { user } = renderApp('/register');
    await fillSignUp(user, { password: 'my-password-1' });
    await screen.findByText('Письмо для подтверждения почты отправлено на вашу почту');
    expect(calls[0]).toEqual({ input: { email: 'new@example.ru', firstName: 'Пётр', lastName: 'Иванов', password: 'my-password-1', consent: true } });
  });

  it('requires the consent to personal-data processing before sending anything, and links to its text', async () => {
    const calls = serveMutation('SignUp', () => HttpResponse.json({ data: { signUp: session(shopper) } }));
    const { user } = renderApp('/register');

    const link = await within(screen.getByRole('main')).findByRole('link', { name: 'Текст согласия' });
    expect(link.getAttribute('href')).toBe('/personal-data');
    expect(screen.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' })).toBeTruthy();
    await fillSignUp(user, { consent: false });

    expect(screen.getByText('Нужно согласие на обработку персональных данных')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(readTokens()).toBeNull();
  });

  it('refuses a password shorter than 8 characters before sending', async () => {
    const calls = serveMutation('SignUp', () => HttpResponse.json({ data: { signUp: session(shopper) } }));
    const { user } = renderApp('/register');
    await fillSignUp(user, { password: 'short' });
    expect(screen.getByText('Пароль — не короче 8 символов')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's reason under the email field when the address is taken", async () => {
    serveMutation('SignUp', () => graphQLError(409, 'DUPLICATE', 'Такая запись уже существует.', { field: 'email', email: 'Пользователь с такой почтой уже зарегистрирован' }));
    const { user } = renderApp('/register');
    await fillSignUp(user);

    expect(await screen.findByText('Пользователь с такой почтой уже зарегистрирован')).toBeTruthy();
    expect((await screen.findAllByText('Такая запись уже существует.')).length).toBeGreaterThan(0);
    expect(readTokens()).toBeNull();
  });
});

describe('email confirmation link', () => {
  it('confirms the address with the token from the link, signs the shopper in and says so', async () => {
    const calls = serveMutation('ConfirmEmail', () => HttpResponse.json({ data: { confirmEmail: session(shopper) } }));
    renderApp('/confirm/confirm-token-1');

    expect((await screen.findAllByText('Почта подтверждена')).length).toBeGreaterThan(0);
    expect(screen.getByText(/Анна, спасибо!/)).toBeTruthy();
    expect(calls).toEqual([{ token: 'confirm-token-1' }]);
    expect(readTokens()).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    expect(accountLink().textContent).toBe('Анна Смирнова');
  });

  it('says «Уже проверено» when the address was confirmed before (408)', async () => {
    serveMutation('ConfirmEmail', () => graphQLError(408, 'ALREADY_CONFIRMED', 'Уже проверено'));
    renderApp('/confirm/confirm-token-1');

    expect(await screen.findByText('Уже проверено')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
    expect(readTokens()).toBeNull();
  });

  it("shows the server's message for a broken link and mails a new one to the address typed in", async () => {
    serveMutation('ConfirmEmail', () => graphQLError(400, 'VALIDATION', 'Ссылка недействительна или устарела. Запросите новую.'));
    const resent = serveMutation('ResendConfirmation', () =>
      HttpResponse.json({ data: { resendConfirmation: { message: 'Письмо для подтверждения почты отправлено' } } }),
    );
    const { user } = renderApp('/confirm/broken');

    expect(await screen.findByText('Ссылка недействительна или устарела. Запросите новую.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));

    expect((await screen.findAllByText('Письмо для подтверждения почты отправлено')).length).toBeGreaterThan(0);
    expect(resent).toEqual([{ email: 'anna@example.ru' }]);
  });
});

describe('password reset link', () => {
  it('sends the token and the new password, signs in, says «Пароль изменён» and opens the profile', async () => {
    const calls = serveMutation('ResetPassword', () => HttpResponse.json({ data: { resetPassword: session(shopper) } }));
    serveMe();
    const { user } = renderApp('/reset-password/reset-token-1');

    await user.type(await screen.findByLabelText(/^Новый пароль/), 'new-password-1');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByText('Пароль изменён')).toBeTruthy();
    expect(calls).toEqual([{ input: { token: 'reset-token-1', password: 'new-password-1' } }]);
    expect(readTokens()).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  it('asks for the same password twice before sending', async () => {
    const calls = serveMutation('ResetPassword', () => HttpResponse.json({ data: { resetPassword: session(shopper) } }));
    const { user } = renderApp('/reset-password/reset-token-1');
    await user.type(await screen.findByLabelText(/^Новый пароль/), 'new-password-1');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(screen.getByText('Пароли не совпадают')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers a new link when the server refuses this one', async () => {
    serveMutation('ResetPassword', () => graphQLError(400, 'VALIDATION', 'Ссылка недействительна или устарела. Запросите новую.'));
    const { user } = renderApp('/reset-password/expired');
    await user.type(await screen.findByLabelText(/^Новый пароль/), 'new-password-1');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));

    expect((await screen.findAllByText('Ссылка недействительна или устарела. Запросите новую.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' }).getAttribute('href')).toBe('/forgot-password');
    expect(readTokens()).toBeNull();
  });
});

describe('profile', () => {
  it('sends an anonymous visitor to the sign-in page and back to the profile after signing in', async () => {
    serveMutation('SignIn', () => HttpResponse.json({ data: { signIn: session(shopper) } }));
    serveMe();
    const { user } = renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    await user.type(screen.getByLabelText(/Электронная почта/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/Пароль/), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeTruthy();
    expect(window.location.pathname).toBe('/profile');
  });

  it('shows the name of the signed-in shopper in the header after the session check at start', async () => {
    serveShopperSession();
    renderApp('/', { signedIn: true });
    await waitFor(() => expect(accountLink().textContent).toBe('Анна Смирнова'));
  });

  it('saves the first and last name with updateUser and the own id from me', async () => {
    serveShopperSession();
    serveMe();
    const calls = serveMutation('UpdateProfile', () =>
      HttpResponse.json({ data: { updateUser: { ...shopper, firstName: 'Анастасия', lastName: 'Смирнова' } } }),
    );
    const { user } = renderApp('/profile', { signedIn: true });

    const section = await screen.findByRole('form', { name: 'Личные данные' });
    const firstName = within(section).getByLabelText(/^Имя/);
    await waitFor(() => expect((firstName as HTMLInputElement).value).toBe('Анна'));
    await user.clear(firstName);
    await user.type(firstName, 'Анастасия');
    await user.click(within(section).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Данные профиля обновлены')).toBeTruthy();
    expect(calls).toEqual([{ id: 7, input: { firstName: 'Анастасия', lastName: 'Смирнова' } }]);
    await waitFor(() => expect(accountLink().textContent).toBe('Анастасия Смирнова'));
  });

  it('changes the password with the old and the new one, then signs in again with the new one', async () => {
    serveMe();
    const changes = serveMutation('ChangePassword', () => HttpResponse.json({ data: { changePassword: { message: 'Пароль изменён' } } }));
    const signIns = serveMutation('SignIn', () => HttpResponse.json({ data: { signIn: session(shopper, 'access-after', 'refresh-after') } }));
    const { user } = renderApp('/profile', { signedIn: true });

    const section = await screen.findByRole('form', { name: 'Смена пароля' });
    await user.type(within(section).getByLabelText(/Текущий пароль/), 'old-password');
    await user.type(within(section).getByLabelText(/^Новый пароль/), 'new-password-1');
    await user.type(within(section).getByLabelText(/Повторите новый пароль/), 'new-password-1');
    await user.click(within(section).getByRole('button', { name: 'Сменить пароль' }));

    expect(await screen.findByText('Пароль изменён')).toBeTruthy();
    expect(changes).toEqual([{ userId: 7, input: { oldPassword: 'old-password', password: 'new-password-1' } }]);
    expect(signIns).toEqual([{ input: { email: 'anna@example.ru', password: 'new-password-1' } }]);
    expect(readTokens()).toEqual({ accessToken: 'access-after', refreshToken: 'refresh-after' });
  });

  it('shows the reason under the current password when the server refuses it', async () => {
    serveMe();
    serveMutation('ChangePassword', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { oldPassword: 'Неверный текущий пароль' }));
    const { user } = renderApp('/profile', { signedIn: true });

    const section = await screen.findByRole('form', { name: 'Смена пароля' });
    await user.type(within(section).getByLabelText(/Текущий пароль/), 'not-my-password');
    await user.type(within(section).getByLabelText(/^Новый пароль/), 'new-password-1');
    await user.type(within(section).getByLabelText(/Повторите новый пароль/), 'new-password-1');
    await user.click(within(section).getByRole('button', { name: 'Сменить пароль' }));

    expect(await within(section).findByText('Неверный текущий пароль')).toBeTruthy();
    expect(readTokens()).toEqual(TEST_TOKENS);
  });

  it('signs out: sends the refresh token, removes both tokens, opens the home page and offers «Войти» again', async () => {
    serveShopperSession();
    serveMe();
    const calls = serveMutation('SignOut', () => HttpResponse.json({ data: { signOut: { message: 'Вы вышли из учётной записи' } } }));
    const { user } = renderApp('/profile', { signedIn: true });

    await screen.findByRole('form', { name: 'Личные данные' });
    await user.click(screen.getByRole('button', { name: 'Выйти' }));

    expect(await screen.findByText('Вы вышли из учётной записи')).toBeTruthy();
    expect(calls).toEqual([{ token: TEST_TOKENS.refreshToken }]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(accountLink().textContent).toBe('Войти');
  });

  it('removes the tokens on sign-out even when the server cannot be reached', async () => {
    serveMe();
    serveMutation('SignOut', () => HttpResponse.error());
    const { user } = renderApp('/profile', { signedIn: true });
    await screen.findByRole('form', { name: 'Личные данные' });
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('Вы вышли из учётной записи')).toBeTruthy();
    expect(readTokens()).toBeNull();
  });

  it('offers to mail the confirmation link again while the address is not confirmed', async () => {
    serveMe({ ...shopper, isVerified: false });
    const calls = serveMutation('ResendConfirmation', () =>
      HttpResponse.json({ data: { resendConfirmation: { message: 'Письмо для подтверждения почты отправлено' } } }),
    );
    const { user } = renderApp('/profile', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Почта не подтверждена' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));

    expect((await screen.findAllByText('Письмо для подтверждения почты отправлено')).length).toBeGreaterThan(0);
    expect(calls).toEqual([{ email: 'anna@example.ru' }]);
  });
});
