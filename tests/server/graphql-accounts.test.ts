import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successRecorder } from './graphql-success.js';
import { linkIn } from './mailbox.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Accounts through GraphQL alone: each mutation's success, then its effect read back. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const { gql, verify } = successRecorder(() => app, import.meta.url);
const tokenOf = (link: string) => link.split('/').pop()!;

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { user { id email } accessToken refreshToken } }';
const ME = '{ me { id email firstName lastName isVerified role } }';

async function signUp(email: string, password: string) {
  const answer = await gql('mutation ($input: SignUpInput!) { signUp(input: $input) { user { id } accessToken } }', { input: { email, firstName: 'Вера', lastName: 'Лебедева', password, consent: true } });
  return { id: answer.data.signUp.user.id as number, token: answer.data.signUp.accessToken as string };
}

describe('a shopper’s account through GraphQL', () => {
  it('confirms a new address with the link of a resent letter and then reads itself as confirmed', async () => {
    const vera = await signUp('vera@example.ru', 'пароль-веры-1');
    expect((await gql(ME, {}, { token: vera.token })).data.me).toMatchObject({ id: vera.id, email: 'vera@example.ru', isVerified: false, role: 'User' });
    await app.mailbox.waitFor('vera@example.ru', /Добро пожаловать/);

    const resent = await gql('mutation ($email: String!) { resendConfirmation(email: $email) { message } }', { email: 'vera@example.ru' });
    expect(resent.data.resendConfirmation.message).toBeTruthy();
    const letter = await app.mailbox.waitFor('vera@example.ru', /Подтвердите адрес почты/);

    const confirmed = await gql('mutation ($token: String!) { confirmEmail(token: $token) { user { email isVerified } accessToken refreshToken } }', { token: tokenOf(linkIn(letter, 'http://shop.test/confirm/')) });
    expect(confirmed.data.confirmEmail).toMatchObject({ user: { email: 'vera@example.ru', isVerified: true }, accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect((await gql(ME, {}, { token: confirmed.data.confirmEmail.accessToken })).data.me).toMatchObject({ id: vera.id, isVerified: true });
  });

  it('signs in, checks the session and trades the refresh token for a new pair that works', async () => {
    const signedIn = (await gql(SIGN_IN, { input: { email: 'vera@example.ru', password: 'пароль-веры-1' } })).data.signIn;
    expect(signedIn.user.email).toBe('vera@example.ru');

    const session = await gql('mutation ($token: String!) { checkSession(token: $token) { message user { email } } }', { token: signedIn.accessToken });
    expect(session.data.checkSession).toEqual({ message: 'Сессия действительна', user: { email: 'vera@example.ru' } });

    const refreshed = (await gql('mutation ($token: String!) { refreshToken(token: $token) { accessToken refreshToken } }', { token: signedIn.refreshToken })).data.refreshToken;
    expect(refreshed.refreshToken).not.toBe(signedIn.refreshToken);
    expect((await gql(ME, {}, { token: refreshed.accessToken })).data.me.email).toBe('vera@example.ru');
    // the refresh token is spent: the same one again is refused
    expect((await app.gql('mutation ($token: String!) { refreshToken(token: $token) { accessToken } }', { token: signedIn.refreshToken })).errors[0].extensions.status).toBe(403);
  });

  it("resets a forgotten password with the letter's token and signs in with the new one only", async () => {
    const asked = await gql('mutation ($email: String!) { requestPasswordReset(email: $email) { message } }', { email: 'vera@example.ru' });
    expect(asked.data.requestPasswordReset.message).toBeTruthy();
    const letter = await app.mailbox.waitFor('vera@example.ru', /Восстановление пароля/);

    const reset = await gql('mutation ($input: NewPasswordInput!) { resetPassword(input: $input) { user { email } accessToken } }', {
      input: { token: tokenOf(linkIn(letter, 'http://shop.test/reset-password/')), password: 'новый-пароль-веры' },
    });
    expect(reset.data.resetPassword).toEqual({ user: { email: 'vera@example.ru' }, accessToken: expect.any(String) });
    expect((await gql(SIGN_IN, { input: { email: 'vera@example.ru', password: 'новый-пароль-веры' } })).data.signIn.user.email).toBe('vera@example.ru');
    expect((await app.gql(SIGN_IN, { input: { email: 'vera@example.ru', password: 'пароль-веры-1' } })).errors[0].extensions.status).toBe(401);
  });

  it('changes its own password with the current one and renames itself', async () => {
    const { user, accessToken } = (await gql(SIGN_IN, { input: { email: 'vera@example.ru', password: 'новый-пароль-веры' } })).data.signIn;
    const changed = await gql('mutation ($id: Int!, $input: ChangePasswordInput!) { changePassword(userId: $id, input: $input) { message } }', { id: user.id, input: { oldPassword: 'новый-пароль-веры', password: 'третий-пароль-веры' } }, { token: accessToken });
    expect(changed.data.changePassword).toEqual({ message: 'Пароль изменён' });
    expect((await app.gql(SIGN_IN, { input: { email: 'vera@example.ru', password: 'новый-пароль-веры' } })).errors[0].extensions.status).toBe(401);
    const again = (await gql(SIGN_IN, { input: { email: 'vera@example.ru', password: 'третий-пароль-веры' } })).data.signIn;

    const renamed = await gql('mutation ($id: Int!, $input: UserUpdateInput!) { updateUser(id: $id, input: $input) { firstName lastName role } }', { id: user.id, input: { firstName: 'Верона', lastName: 'Лебедь' } }, { token: again.accessToken });
    expect(renamed.data.updateUser).toEqual({ firstName: 'Верона', lastName: 'Лебедь', role: 'User' });
    expect((await gql(ME, {}, { token: again.accessToken })).data.me).toMatchObject({ firstName: 'Верона', lastName: 'Лебедь' });
  });
});

describe('accounts an Admin keeps through GraphQL', () => {
  it('creates an account whose password is mailed, finds it by email, reads, changes and deletes it', async () => {
    const created = await gql('mutation ($input: UserInput!) { createUser(input: $input) { id email role isVerified } }', { input: { email: 'maria@example.ru', firstName: 'Мария', role: 'SuperUser' } }, 'Admin');
    expect(created.data.createUser).toMatchObject({ email: 'maria@example.ru', role: 'SuperUser' });
    const id = created.data.createUser.id;
    const letter = await app.mailbox.waitFor('maria@example.ru', /учётная запись/);
    const password = /Пароль: (\S+)/.exec(letter.text ?? '')![1];
    expect((await gql(SIGN_IN, { input: { email: 'maria@example.ru', password } })).data.signIn.user.id).toBe(id);

    expect((await gql('query ($email: String!) { userByEmail(email: $email) { id firstName } }', { email: 'maria@example.ru' }, 'Admin')).data.userByEmail).toEqual({ id, firstName: 'Мария' });
    const changed = await gql('mutation ($id: Int!) { updateUser(id: $id, input: { lastName: "Соколова", role: User }) { lastName role } }', { id }, 'Admin');
    expect(changed.data.updateUser).toEqual({ lastName: 'Соколова', role: 'User' });
    expect((await gql('query ($id: Int!) { user(id: $id) { email lastName role } }', { id }, 'Admin')).data.user).toEqual({ email: 'maria@example.ru', lastName: 'Соколова', role: 'User' });

    expect((await gql('mutation ($id: Int!) { deleteUser(id: $id) { id } }', { id }, 'Admin')).data.deleteUser).toEqual({ id });
    expect((await app.gql('query ($id: Int!) { user(id: $id) { id } }', { id }, 'Admin')).errors[0].extensions.status).toBe(404);
    expect((await app.gql(SIGN_IN, { input: { email: 'maria@example.ru', password } })).errors[0].extensions.status).toBe(401);
  });
});

describe('messages and consents through GraphQL', () => {
  it('sends a help-desk message that reaches the shop, with a consent record under the current consent text', async () => {
    const text = (await gql('{ consentText { version text } }')).data.consentText;
    expect(text.version).toBeTruthy();
    expect(text.text.length).toBeGreaterThan(0);

    const sent = await gql('mutation ($input: HelpInput!) { sendHelpMessage(input: $input) { message } }', { input: { name: 'Дарья', email: 'darya@example.ru', message: 'Когда привезут платье?', consent: true } });
    expect(sent.data.sendHelpMessage.message).toBeTruthy();
    expect((await app.mailbox.waitFor('staff@test.local', /Вопрос в поддержку от Дарья/)).text).toContain('Когда привезут платье?');

    const records = await gql('{ consents(purpose: help, email: "darya@example.ru") { length rows { email purpose textVersion } } }', {}, 'SuperUser');
    expect(records.data.consents).toEqual({ length: 1, rows: [{ email: 'darya@example.ru', purpose: 'help', textVersion: text.version }] });
  });
});

describe('this file', () => {
  it('called each operation graphql-success.ts gives it successfully', () => verify());
});
