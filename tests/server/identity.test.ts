import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from './mailbox.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const tokenOf = (link: string) => link.split('/').pop()!;

describe('a new shopper', () => {
  it('signs up without a password, gets the letter, confirms, signs in with the mailed password, resets it and changes it', async () => {
    const signedUp = await app.rest('POST', '/auth/signup', { body: { email: 'Anna@Example.ru', firstName: 'Анна', lastName: 'Петрова', consent: true } });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body).toMatchObject({ user: { email: 'anna@example.ru', firstName: 'Анна', isVerified: false, role: 'User' }, accessToken: expect.any(String), refreshToken: expect.any(String) });

    const welcome = await app.mailbox.waitFor('anna@example.ru', /Добро пожаловать/);
    expect(welcome.text).toContain('Логин: anna@example.ru');
    expect(welcome.html).toContain('Подтвердить почту');
    const password = /Пароль: (\S+)/.exec(welcome.text ?? '')![1];
    const confirmLink = linkIn(welcome, 'http://shop.test/confirm/');

    const confirmed = await app.rest('GET', `/auth/authorize/${tokenOf(confirmLink)}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ user: { isVerified: true }, accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(await app.rest('GET', `/auth/authorize/${tokenOf(confirmLink)}`)).toEqual({ status: 408, body: { statusCode: 408, code: 'ALREADY_CONFIRMED', message: 'Уже проверено' } });

    const signedIn = await app.rest('POST', '/auth/signin', { body: { email: 'anna@example.ru', password } });
    expect(signedIn.status).toBe(200);

    expect((await app.rest('POST', '/auth/reset', { body: { email: 'anna@example.ru' } })).status).toBe(200);
    const resetLetter = await app.mailbox.waitFor('anna@example.ru', /Восстановление пароля/);
    const resetToken = tokenOf(linkIn(resetLetter, 'http://shop.test/reset-password/'));
    const reset = await app.rest('PUT', '/auth/update-password', { body: { token: resetToken, password: 'новый-пароль-1' } });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe('anna@example.ru');
    expect((await app.rest('PUT', '/auth/update-password', { body: { token: resetToken, password: 'ещё-один-пароль' } })).status).toBe(400);
    expect((await app.rest('POST', '/auth/token', { body: { token: signedIn.body.refreshToken } })).status).toBe(403);
    expect((await app.rest('POST', '/auth/signin', { body: { email: 'anna@example.ru', password } })).status).toBe(401);

    const userId = reset.body.user.id;
    const changed = await app.rest('PUT', `/users/changepsw/${userId}`, { body: { oldPassword: 'новый-пароль-1', password: 'третий-пароль-3' }, token: reset.body.accessToken });
    expect(changed).toEqual({ status: 200, body: { message: 'Пароль изменён' } });
    const wrongOld = await app.rest('PUT', `/users/changepsw/${userId}`, { body: { oldPassword: 'не-тот', password: 'четвёртый-пароль' }, token: reset.body.accessToken });
    expect(wrongOld.body).toMatchObject({ statusCode: 400, details: { oldPassword: 'Неверный текущий пароль' } });
    expect((await app.rest('POST', '/auth/signin', { body: { email: 'anna@example.ru', password: 'третий-пароль-3' } })).status).toBe(200);
  });

  it('signs up over GraphQL with a chosen password, which the letter does not repeat, and a taken email is 409', async () => {
    const signUp = 'mutation($input: SignUpInput!) { signUp(input: $input) { user { email } accessToken } }';
    const first = await app.gql(signUp, { input: { email: 'boris@example.ru', firstName: 'Борис', password: 'пароль-бориса', consent: true } });
    expect(first.data.signUp.user.email).toBe('boris@example.ru');
    const again = await app.gql(signUp, { input: { email: 'boris@example.ru', firstName: 'Борис', consent: true } });
    expect(again.errors[0]).toMatchObject({ message: 'Такая запись уже существует.', extensions: { status: 409 } });
    const letter = await app.mailbox.waitFor('boris@example.ru', /Добро пожаловать/);
    expect(letter.text).toContain('Логин: boris@example.ru');
    expect(letter.text).not.toContain('пароль-бориса');
  });

  it('cannot sign up without consenting to personal-data processing, and no account is made', async () => {
    const refused = await app.rest('POST', '/auth/signup', { body: { email: 'vera@example.ru', firstName: 'Вера' } });
    expect(refused.body).toMatchObject({ statusCode: 400, details: { consent: 'Нужно согласие на обработку персональных данных' } });
    expect((await app.rest('POST', '/auth/signup', { body: { email: 'vera@example.ru', firstName: 'Вера', consent: false } })).status).toBe(400);
    expect((await app.rest('GET', '/users?email=vera', { as: 'Admin' })).body.length).toBe(0);
  });

  it('leaves a consent record with the text version, the purpose and the IP, which staff can list', async () => {
    const text = await app.rest('GET', '/consent');
    expect(text.body).toEqual({ version: expect.any(String), text: expect.arrayContaining([expect.stringContaining('152-ФЗ')]) });
    const records = await app.rest('GET', '/consents?email=anna@example.ru', { as: 'SuperUser' });
    expect(records.body.rows).toEqual([expect.objectContaining({ purpose: 'signup', email: 'anna@example.ru', textVersion: text.body.version, ip: expect.stringMatching(/127\.0\.0\.1/) })]);
    expect((await app.rest('GET', '/consents', { as: 'User' })).status).toBe(403);
  });

  it('is told the same thing by a reset request whether or not the email is registered', async () => {
    const known = await app.rest('POST', '/auth/reset', { body: { email: 'boris@example.ru' } });
    const unknown = await app.rest('POST', '/auth/reset', { body: { email: 'nobody@example.ru' } });
    expect(unknown).toEqual(known);
    expect(known.status).toBe(200);
  });
});

describe('tokens', () => {
  it('rotate on refresh: a spent refresh token is refused, and reused later it ends every session', async () => {
    const signedIn = await app.rest('POST', '/auth/signin', { body: ADMIN });
    const first = await app.rest('POST', '/auth/token', { body: { token: signedIn.body.refreshToken } });
    expect(first.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    const session = await app.rest('POST', '/auth/session', { body: { token: first.body.accessToken } });
    expect(session.body).toMatchObject({ message: expect.any(String), user: { email: ADMIN.email } });

    expect((await app.rest('POST', '/auth/token', { body: { token: signedIn.body.refreshToken } })).status).toBe(403);
    const second = await app.rest('POST', '/auth/token', { body: { token: first.body.refreshToken } });
    expect(second.status, 'a second tab refreshing at once does not end the session').toBe(200);

    await app.orm.em.fork().getConnection().execute(`update refresh_token set used_at = now() - interval '1 minute' where used_at is not null`);
    expect((await app.rest('POST', '/auth/token', { body: { token: signedIn.body.refreshToken } })).status).toBe(403);
    expect((await app.rest('POST', '/auth/token', { body: { token: second.body.refreshToken } })).status, 'the leak ended every session').toBe(403);
  });

  it('are refused with 403 when forged, and a forged bearer counts as no token', async () => {
    expect((await app.rest('POST', '/auth/session', { body: { token: 'forged.token.value' } })).status).toBe(403);
    expect((await app.rest('POST', '/auth/token', { body: { token: 'forged' } })).status).toBe(403);
    expect((await app.rest('POST', '/tags', { body: { name: 'Подделка' }, token: 'forged' })).status).toBe(401);
  });

  it('end with sign-out: this device, or everywhere', async () => {
    const a = await app.rest('POST', '/auth/signin', { body: ADMIN });
    const b = await app.rest('POST', '/auth/signin', { body: ADMIN });
    await app.rest('POST', '/auth/signout', { body: { token: a.body.refreshToken } });
    expect((await app.rest('POST', '/auth/token', { body: { token: a.body.refreshToken } })).status).toBe(403);
    const bRefreshed = await app.rest('POST', '/auth/token', { body: { token: b.body.refreshToken } });
    expect(bRefreshed.status).toBe(200);
    const everywhere = await app.gql('mutation { signOut(everywhere: true) { message } }', {}, { token: bRefreshed.body.accessToken });
    expect(everywhere.data.signOut.message).toBeTruthy();
    expect((await app.rest('POST', '/auth/token', { body: { token: bRefreshed.body.refreshToken } })).status).toBe(403);
  });
});

describe('the back-office sign-in', () => {
  it('gives an Admin and a manager (SuperUser) tokens and refuses a customer with 403 in both APIs', async () => {
    await app.tokenFor('User');
    await app.tokenFor('SuperUser');
    const manager = await app.rest('POST', '/auth/admin/signin', { body: { email: 'superuser@test.local', password: 'user-password-1' } });
    expect(manager).toMatchObject({ status: 200, body: { user: { role: 'SuperUser' }, accessToken: expect.any(String) } });
    const managerOverGraphQL = await app.gql('mutation { adminSignIn(input: { email: "superuser@test.local", password: "user-password-1" }) { user { role } } }');
    expect(managerOverGraphQL.data.adminSignIn.user.role).toBe('SuperUser');
    const admin = await app.rest('POST', '/auth/admin/signin', { body: ADMIN });
    expect(admin.body).toMatchObject({ user: { role: 'Admin' }, accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(admin.body.user.passwordHash).toBeUndefined();
    const user = await app.rest('POST', '/auth/admin/signin', { body: { email: 'user@test.local', password: 'user-password-1' } });
    expect(user).toEqual({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'У Вас недостаточно прав.' } });
    const overGraphQL = await app.gql('mutation { adminSignIn(input: { email: "user@test.local", password: "user-password-1" }) { accessToken } }');
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'У Вас недостаточно прав.', extensions: { code: 'FORBIDDEN', status: 403 } });
  });

  it('answers a wrong password and an unknown email alike, with 401', async () => {
    const wrong = await app.rest('POST', '/auth/signin', { body: { email: ADMIN.email, password: 'nope' } });
    const unknown = await app.rest('POST', '/auth/signin', { body: { email: 'ghost@test.local', password: 'nope' } });
    expect(wrong).toEqual({ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Вы не авторизованы.' } });
    expect(unknown).toEqual(wrong);
  });
});

describe('users', () => {
  it('are listed by role for an Admin, over both APIs', async () => {
    await app.tokenFor('SuperUser');
    const list = await app.rest('GET', '/users?role=SuperUser', { as: 'Admin' });
    expect(list.body).toEqual({ rows: [expect.objectContaining({ email: 'superuser@test.local', role: 'SuperUser' })], length: 1 });
    const overGraphQL = await app.gql('{ users(role: Admin) { length rows { email } } }', {}, 'Admin');
    expect(overGraphQL.data.users).toEqual({ length: 1, rows: [{ email: ADMIN.email }] });
    expect((await app.rest('GET', '/users', { as: 'SuperUser' })).status).toBe(403);
  });

  it('created by an Admin get their password by mail and can sign in with it', async () => {
    const created = await app.rest('POST', '/users', { body: { email: 'manager@example.ru', firstName: 'Мария', role: 'SuperUser' }, as: 'Admin' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'manager@example.ru', role: 'SuperUser' });
    const letter = await app.mailbox.waitFor('manager@example.ru', /учётная запись/);
    const password = /Пароль: (\S+)/.exec(letter.text ?? '')![1];
    expect((await app.rest('POST', '/auth/signin', { body: { email: 'manager@example.ru', password } })).status).toBe(200);
    expect((await app.rest('GET', '/users/get-by-email/manager@example.ru', { as: 'Admin' })).body.id).toBe(created.body.id);
  });

  it('reach only their own profile; only an Admin changes a role', async () => {
    const user = await app.rest('GET', '/auth/me', { as: 'User' });
    const other = (await app.rest('GET', '/users/get-by-email/manager@example.ru', { as: 'Admin' })).body;
    expect((await app.rest('GET', `/users/user/${user.body.id}`, { as: 'User' })).status).toBe(200);
    expect((await app.rest('GET', `/users/user/${other.id}`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('PUT', `/users/user/${other.id}`, { body: { firstName: 'Взлом' }, as: 'User' })).status).toBe(403);
    expect((await app.rest('DELETE', `/users/user/${other.id}`, { as: 'User' })).status).toBe(403);
    expect((await app.rest('PUT', `/users/changepsw/${other.id}`, { body: { password: 'чужой-пароль' }, as: 'User' })).status).toBe(403);
    const overGraphQL = await app.gql(`{ user(id: ${other.id}) { email } }`, {}, 'User');
    expect(overGraphQL.errors[0].extensions.status).toBe(403);

    const renamed = await app.rest('PUT', `/users/user/${user.body.id}`, { body: { firstName: 'Иван', lastName: 'Иванов' }, as: 'User' });
    expect(renamed.body).toMatchObject({ firstName: 'Иван', lastName: 'Иванов', role: 'User' });
    expect((await app.rest('PUT', `/users/user/${user.body.id}`, { body: { role: 'Admin' }, as: 'User' })).status).toBe(403);
    const promoted = await app.rest('PUT', `/users/user/${user.body.id}`, { body: { role: 'SuperUser', isVerified: true }, as: 'Admin' });
    expect(promoted.body).toMatchObject({ role: 'SuperUser', isVerified: true });
    await app.rest('PUT', `/users/user/${user.body.id}`, { body: { role: 'User' }, as: 'Admin' });
  });

  it('keep at least one Admin', async () => {
    const admin = await app.rest('GET', '/auth/me', { as: 'Admin' });
    const refused = await app.rest('DELETE', `/users/user/${admin.body.id}`, { as: 'Admin' });
    expect(refused.body).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN', message: 'Нельзя удалить последнего администратора' });
    // Demoting is refused in its own words, never as a taken email (CONTRACT §18).
    const demoted = await app.rest('PUT', `/users/user/${admin.body.id}`, { body: { role: 'SuperUser' }, as: 'Admin' });
    expect(demoted.body).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN', message: 'Нельзя лишить роли последнего администратора' });
    const overGraphQL = await app.gql('mutation ($id: Int!) { updateUser(id: $id, input: { role: SuperUser }) { id } }', { id: admin.body.id }, 'Admin');
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'Нельзя лишить роли последнего администратора', extensions: { code: 'LAST_ADMIN', status: 409 } });
    expect((await app.rest('GET', '/auth/me', { as: 'Admin' })).body.role).toBe('Admin');
  });
});

describe('messages to the shop', () => {
  it('reach NOTIFY_EMAIL: a help-desk message and a call-back request, each with a consent record', async () => {
    const help = await app.rest('POST', '/users/help', { body: { name: 'Ольга', email: 'olga@example.ru', phone: '+7 900 000-00-00', message: 'Где мой заказ?', consent: true } });
    expect(help.status).toBe(200);
    const letter = await app.mailbox.waitFor('staff@test.local', /Вопрос в поддержку от Ольга/);
    expect(letter.text).toContain('Где мой заказ?');
    const call = await app.gql('mutation($input: CallBackInput!) { requestCallBack(input: $input) { message } }', { input: { name: 'Пётр', phone: '+7 (912) 345-67-89', consent: true } });
    expect(call.data.requestCallBack.message).toBeTruthy();
    await app.mailbox.waitFor('staff@test.local', /Обратный звонок: Пётр/);
    const records = await app.rest('GET', '/consents?purpose=callback', { as: 'Admin' });
    expect(records.body.rows).toEqual([expect.objectContaining({ phone: '+79123456789', purpose: 'callback' })]);
    expect((await app.rest('POST', '/subscribes/call', { body: { name: 'Пётр', phone: '+7 912 345 67 89' } })).status).toBe(400);
  });

  it('are not lost when the mail server refuses for a while: the letter is retried', async () => {
    app.mailbox.refuseNext(1);
    const sent = await app.rest('POST', '/users/help', { body: { name: 'Настойчивый', email: 'retry@example.ru', message: 'Повторите, пожалуйста', consent: true } });
    expect(sent.status).toBe(200);
    const stored = async () => (await app.orm.em.fork().getConnection().execute(`select status, attempts from mail_message where subject like '%Настойчивый%'`))[0];
    for (let i = 0; i < 100 && (await stored())?.attempts !== 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await stored()).toEqual({ status: 'pending', attempts: 1 });
    await app.orm.em.fork().getConnection().execute(`update mail_message set next_attempt_at = now() where subject like '%Настойчивый%'`);
    await app.mailer.deliver();
    await app.mailbox.waitFor('staff@test.local', /Настойчивый/);
    expect(await stored()).toEqual({ status: 'sent', attempts: 2 });
  });
});
