import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn } from './mailbox.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Шарфы' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

const INVALID_LINK = { statusCode: 400, message: 'Ссылка недействительна или устарела. Запросите новую.' };
const tokenOf = (link: string) => link.split('/').pop()!;

/** A new customer signed up with a password of their own. */
async function signUp(name: string) {
  const email = `${name}@example.ru`;
  const password = `пароль-${name}-1`;
  const signedUp = await app.rest('POST', '/auth/signup', { body: { email, firstName: name, password, consent: true } });
  expect(signedUp.status).toBe(201);
  return { id: signedUp.body.user.id as number, email, password, token: signedUp.body.accessToken as string, refreshToken: signedUp.body.refreshToken as string };
}

/** The rows of the outbox whose subject or body contains the text. */
async function outboxRowsWith(text: string): Promise<unknown[]> {
  await app.mailer.deliver();
  const like = `%${text}%`;
  return app.orm.em.fork().getConnection().execute('SELECT id FROM mail_message WHERE subject LIKE ? OR html LIKE ? OR text LIKE ?', [like, like, like]);
}

describe('staff changes', () => {
  it('take a demoted manager’s powers away on the very next request, whatever tokens they hold', async () => {
    const maria = await signUp('maria');
    await app.rest('PUT', `/users/user/${maria.id}`, { body: { role: 'SuperUser' }, as: 'Admin' });
    const signedIn = (await app.rest('POST', '/auth/signin', { body: { email: maria.email, password: maria.password } })).body;
    expect((await app.rest('POST', '/tags', { body: { name: 'Новинки' }, token: signedIn.accessToken })).status).toBe(201);

    await app.rest('PUT', `/users/user/${maria.id}`, { body: { role: 'User' }, as: 'Admin' });
    expect((await app.rest('POST', '/tags', { body: { name: 'Распродажа' }, token: signedIn.accessToken })).status).toBe(403);
    const overGraphQL = await app.gql('mutation { createTag(input: { name: "Распродажа" }) { id } }', {}, { token: signedIn.accessToken });
    expect(overGraphQL.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const refreshed = (await app.rest('POST', '/auth/token', { body: { token: signedIn.refreshToken } })).body;
    expect((await app.rest('POST', '/tags', { body: { name: 'Распродажа' }, token: refreshed.accessToken })).status).toBe(403);
    expect((await app.rest('GET', '/auth/me', { token: signedIn.accessToken })).body.role).toBe('User');
  });

  it('leave a deleted user’s tokens worth nothing: 401 where sign-in is needed, and the refresh token is refused', async () => {
    const gleb = await signUp('gleb');
    expect((await app.rest('DELETE', `/users/user/${gleb.id}`, { as: 'Admin' })).status).toBe(200);
    expect(await app.rest('GET', '/auth/me', { token: gleb.token })).toEqual({ status: 401, body: { statusCode: 401, message: 'Вы не авторизованы.' } });
    expect((await app.gql('{ me { id } }', {}, { token: gleb.token })).errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect((await app.rest('POST', '/addresses', { body: {}, token: gleb.token })).status).toBe(401);
    expect((await app.rest('POST', '/auth/token', { body: { token: gleb.refreshToken } })).status).toBe(403);
    expect((await app.rest('POST', '/auth/session', { body: { token: gleb.token } })).status).toBe(403);
  });

  it('are read with one query by primary key for a request with a token, and none for an anonymous one', async () => {
    const token = await app.tokenFor('User');
    // Every statement passes through the connection's execute (countQueries misses raw SQL).
    const execute = vi.spyOn(app.orm.em.getConnection(), 'execute');
    const statements = async (options: { token?: string }) => {
      execute.mockClear();
      await app.rest('GET', '/tags', options);
      return execute.mock.calls.map(([sql]) => String(sql));
    };
    try {
      const anonymous = await statements({});
      expect(await statements({ token })).toEqual(['SELECT role FROM users WHERE id = ?', ...anonymous]);
      expect(await statements({ token: 'forged.token.value' })).toEqual(anonymous);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('passwords in letters', () => {
  it('a password the person chose is never mailed: the sign-up letter brings the login and the confirmation link', async () => {
    await app.rest('POST', '/auth/signup', { body: { email: 'chosen@example.ru', firstName: 'Нина', password: 'секретный-пароль-1', consent: true } });
    await app.gql('mutation($input: SignUpInput!) { signUp(input: $input) { accessToken } }', { input: { email: 'chosen-gql@example.ru', firstName: 'Олег', password: 'секретный-пароль-2', consent: true } });
    for (const [email, password] of [
      ['chosen@example.ru', 'секретный-пароль-1'],
      ['chosen-gql@example.ru', 'секретный-пароль-2'],
    ]) {
      const letter = await app.mailbox.waitFor(email, /Добро пожаловать/);
      expect(letter.text).toContain(`Логин: ${email}`);
      expect(linkIn(letter, 'http://shop.test/confirm/')).toBeTruthy();
      expect(letter.text).not.toContain('Пароль');
      expect(`${letter.text} ${letter.html}`).not.toContain(password);
      expect(await outboxRowsWith(password)).toEqual([]);
    }
  });

  it('a generated password is mailed, and once the letter is sent no outbox row keeps it', async () => {
    await app.rest('POST', '/auth/signup', { body: { email: 'generated@example.ru', firstName: 'Пётр', consent: true } });
    const welcome = await app.mailbox.waitFor('generated@example.ru', /Добро пожаловать/);
    const password = /Пароль: (\S+)/.exec(welcome.text ?? '')![1];
    expect((await app.rest('POST', '/auth/signin', { body: { email: 'generated@example.ru', password } })).status).toBe(200);
    expect(await outboxRowsWith(password)).toEqual([]);

    await app.rest('POST', '/users', { body: { email: 'made-by-admin@example.ru', firstName: 'Ира' }, as: 'Admin' });
    const made = await app.mailbox.waitFor('made-by-admin@example.ru', /учётная запись/);
    const madePassword = /Пароль: (\S+)/.exec(made.text ?? '')![1];
    expect(await outboxRowsWith(madePassword)).toEqual([]);
    const [row] = await app.orm.em.fork().getConnection().execute(`SELECT status, html, text FROM mail_message WHERE "to" = 'made-by-admin@example.ru'`);
    expect(row).toEqual({ status: 'sent', html: '', text: '' });
  });
});
