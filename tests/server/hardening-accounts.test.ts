import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkIn } from './mailbox.js';
import { ADMIN, startTestApp, type TestApp } from './test-app.js';

// Every password check the app makes, still made: a sign-in's work is seen without timing it.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

let app: TestApp;
let categoryId: number;
beforeAll(async () => {
  app = await startTestApp();
  categoryId = (await app.rest('POST', '/categories', { body: { name: 'Шарфы' }, as: 'Admin' })).body.id;
});
afterAll(() => app.close());

const INVALID_LINK = { statusCode: 400, code: 'VALIDATION', message: 'Ссылка недействительна или устарела. Запросите новую.' };
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
    expect(await app.rest('GET', '/auth/me', { token: gleb.token })).toEqual({ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Вы не авторизованы.' } });
    expect((await app.gql('{ me { id } }', {}, { token: gleb.token })).errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect((await app.rest('POST', '/addresses', { body: {}, token: gleb.token })).status).toBe(401);
    expect((await app.rest('POST', '/auth/token', { body: { token: gleb.refreshToken } })).status).toBe(403);
    expect((await app.rest('POST', '/auth/session', { body: { token: gleb.token } })).status).toBe(403);
  });

  it('are read with one query by primary key for a request with a token, and none for an anonymous one', async () => {
    const token = await app.tokenFor('User');
    // Every statement passes through the connection's execute (countQueries misses raw SQL).
    const execute = vi.spyOn(app.orm.em.getConnection(), 'execute');
    const statements = (options: { token?: string }) =>
      app.withOutboxPaused(async () => {
        execute.mockClear();
        await app.rest('GET', '/tags', options);
        return execute.mock.calls.map(([sql]) => String(sql));
      });
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

describe('account probing', () => {
  it('a reset request and a repeated confirmation answer the same 200 for an unknown, an unconfirmed and a confirmed address, in both APIs', async () => {
    const fresh = await signUp('fresh');
    for (const [path, mutation] of [
      ['/auth/reset', 'requestPasswordReset'],
      ['/users/email-confirmation', 'resendConfirmation'],
    ]) {
      const emails = ['nobody@example.ru', fresh.email, ADMIN.email];
      const overRest = [];
      const overGraphQL = [];
      for (const email of emails) {
        overRest.push(await app.rest('POST', path, { body: { email } }));
        overGraphQL.push(await app.gql(`mutation($email: String!) { ${mutation}(email: $email) { message } }`, { email }));
      }
      expect(overRest[0]).toEqual({ status: 200, body: { message: expect.any(String) } });
      expect(overRest).toEqual(Array(3).fill(overRest[0]));
      expect(overGraphQL).toEqual(Array(3).fill({ data: { [mutation]: overRest[0].body } }));
    }
    // A letter may still be on its way from the request's own delivery: wait for all of them.
    const sent = () =>
      app.mailbox.letters
        .flatMap((letter) => (/Подтвердите|Восстановление/.test(letter.subject ?? '') && !Array.isArray(letter.to) ? [`${letter.to?.text} ${letter.subject}`] : []))
        .filter((line) => /nobody|fresh|admin/.test(line))
        .sort();
    await expect.poll(sent, { message: 'resets go to known addresses, confirmations only to the unconfirmed one', timeout: 10_000 }).toEqual([
      `${ADMIN.email} Восстановление пароля`,
      `${ADMIN.email} Восстановление пароля`,
      `${fresh.email} Восстановление пароля`,
      `${fresh.email} Восстановление пароля`,
      `${fresh.email} Подтвердите адрес почты`,
      `${fresh.email} Подтвердите адрес почты`,
    ]);
  });

  it('a repeated confirmation is held to the strict sign-in limit', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MIN: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.rest('POST', '/users/email-confirmation', { body: { email: 'nobody@example.ru' } })).status).toBe(200);
      expect((await limited.rest('POST', '/users/email-confirmation', { body: { email: 'nobody@example.ru' } })).status).toBe(429);
      const overGraphQL = await limited.gql('mutation { resendConfirmation(email: "nobody@example.ru") { message } }');
      expect(overGraphQL.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    } finally {
      await limited.close();
    }
  });

  it('a sign-in with an unknown email checks the password against a hash made as real ones are, and is answered as a wrong password is', async () => {
    // How long each takes is for `npm run bench` to print; here, that they do the same work.
    const checked = vi.mocked(verify);
    /** A hash's algorithm, version and cost (`$argon2id$v=19$m=…,t=…,p=…`), without its salt and digest. */
    const costOf = (hash: unknown) => String(hash).split('$').slice(0, 4).join('$');
    const signIn = async (email: string) => {
      checked.mockClear();
      const answer = await app.rest('POST', '/auth/signin', { body: { email, password: 'не-тот-пароль' } });
      return { answer, hashesChecked: checked.mock.calls.map(([hash]) => costOf(hash)) };
    };
    const wrongPassword = await signIn(ADMIN.email);
    const unknown = await signIn('ghost@example.ru');
    expect(wrongPassword.answer.status).toBe(401);
    expect(unknown.answer, 'the same answer, whether the address is known or not').toEqual(wrongPassword.answer);
    expect(wrongPassword.hashesChecked).toEqual([expect.stringMatching(/^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+$/)]);
    expect(unknown.hashesChecked, 'one password check against a hash of the same cost').toEqual(wrongPassword.hashesChecked);
  });
});

describe('links from letters', () => {
  it('a confirmation link is bound to the address it was sent to: after an email change it is 400', async () => {
    const olga = await signUp('olga');
    const oldLink = tokenOf(linkIn(await app.mailbox.waitFor(olga.email, /Добро пожаловать/), 'http://shop.test/confirm/'));
    await app.rest('PUT', `/users/user/${olga.id}`, { body: { email: 'olga-new@example.ru' }, token: olga.token });
    expect(await app.rest('GET', `/auth/authorize/${oldLink}`)).toEqual({ status: 400, body: INVALID_LINK });
    const overGraphQL = await app.gql('mutation($token: String!) { confirmEmail(token: $token) { accessToken } }', { token: oldLink });
    expect(overGraphQL.errors[0]).toMatchObject({ message: INVALID_LINK.message, extensions: { status: 400 } });

    const newLink = tokenOf(linkIn(await app.mailbox.waitFor('olga-new@example.ru', /Подтвердите адрес почты/), 'http://shop.test/confirm/'));
    expect((await app.rest('GET', `/auth/authorize/${newLink}`)).body.user).toMatchObject({ email: 'olga-new@example.ru', isVerified: true });
  });

  it('one reset link used five times at once changes the password exactly once', async () => {
    const ivan = await signUp('ivan');
    await app.rest('POST', '/auth/reset', { body: { email: ivan.email } });
    const token = tokenOf(linkIn(await app.mailbox.waitFor(ivan.email, /Восстановление пароля/), 'http://shop.test/reset-password/'));
    const passwords = Array.from({ length: 5 }, (_, i) => `новый-пароль-${i}`);
    const answers = await Promise.all(passwords.map((password) => app.rest('PUT', '/auth/update-password', { body: { token, password } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body)).toEqual(Array(4).fill(INVALID_LINK));
    const signIns = await Promise.all(passwords.map((password) => app.rest('POST', '/auth/signin', { body: { email: ivan.email, password } })));
    expect(signIns.map((signIn) => signIn.status)).toEqual(answers.map((answer) => (answer.status === 200 ? 200 : 401)));
  });
});

describe('owned baskets and wishlists', () => {
  let serial = 0;
  async function variant() {
    const sku = `SCARF-${++serial}`;
    const made = await app.rest('POST', '/products', { body: { name: `Шарф ${sku}`, categoryId, productVariants: [{ sku, price: 700, stock: 10 }] }, as: 'Admin' });
    return { productId: made.body.id as number, variantId: made.body.productVariants[0].id as number };
  }

  it('a customer’s basket is only theirs and staff’s: 403 for another customer, 401 for an anonymous caller, in both APIs', async () => {
    const { variantId } = await variant();
    const anna = await signUp('anna');
    const boris = await signUp('boris');
    const basket = (await app.rest('POST', '/baskets', { token: anna.token })).body.id;
    await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId: variantId, quantity: 2 }, token: anna.token });

    const line = { productVariantId: variantId, quantity: 1 };
    for (const [method, path, body] of [
      ['GET', `/baskets/${basket}`],
      ['POST', `/order-products/${basket}`, line],
      ['PUT', `/order-products/${basket}`, line],
      ['DELETE', `/order-products/${basket}`, { productVariantId: variantId }],
      ['GET', `/baskets/clear/${basket}`],
    ] as const) {
      expect((await app.rest(method, path, { body, token: boris.token })).status, `${method} ${path}`).toBe(403);
      expect((await app.rest(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    const query = `{ basket(id: "${basket}") { totalAmount } }`;
    expect((await app.gql(query, {}, { token: boris.token })).errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await app.gql(`mutation { clearBasket(basketId: "${basket}") { id } }`)).errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });

    expect((await app.gql(query, {}, { token: anna.token })).data.basket).toEqual({ totalAmount: 1400 });
    expect((await app.rest('GET', `/baskets/${basket}`, { as: 'SuperUser' })).body).toMatchObject({ userId: anna.id, totalAmount: 1400 });
    expect((await app.gql(query, {}, 'Admin')).data.basket).toEqual({ totalAmount: 1400 });
  });

  it('a customer’s basket is ordered only by that customer: another customer 403, a guest 401, and the basket keeps its lines', async () => {
    const { variantId } = await variant();
    const galina = await signUp('galina');
    const dmitry = await signUp('dmitry');
    const basket = (await app.rest('POST', '/baskets', { token: galina.token })).body.id;
    await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId: variantId, quantity: 2 }, token: galina.token });
    const guest = { basketId: basket, firstName: 'Дмитрий', lastName: 'Иванов', email: 'dmitry@example.ru', phone: '+7 900 000-00-00', address: 'ул. Ленина, 1', city: 'Москва', country: 'Россия', zipCode: '101000', consent: true };
    expect((await app.rest('POST', '/checkouts/direct', { body: guest, token: dmitry.token })).status).toBe(403);
    expect((await app.rest('POST', '/checkouts/direct', { body: guest })).status).toBe(401);
    const placed = await app.gql('mutation ($input: DirectCheckoutInput!) { placeDirectCheckout(input: $input) { id } }', { input: guest }, { token: dmitry.token });
    expect(placed.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await app.rest('GET', `/baskets/${basket}`, { token: galina.token })).body.totalAmount).toBe(1400);
    expect((await app.rest('POST', '/checkouts/direct', { body: { ...guest, email: galina.email }, token: galina.token })).status).toBe(201);
  });

  it('one basket ordered twice at once becomes one order', async () => {
    const { variantId } = await variant();
    const basket = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId: variantId, quantity: 1 } });
    const body = { basketId: basket, firstName: 'Ева', lastName: 'Петрова', email: 'eva@example.ru', phone: '+7 900 000-00-01', address: 'ул. Мира, 2', city: 'Тверь', country: 'Россия', zipCode: '170000', consent: true };
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => app.rest('POST', '/checkouts/direct', { body })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
  });

  it('an anonymous basket is used by whoever holds it until a customer signs in with it; then it is theirs', async () => {
    const { variantId } = await variant();
    const vera = await signUp('vera');
    const basket = (await app.rest('POST', '/baskets')).body.id;
    await app.rest('POST', `/order-products/${basket}`, { body: { productVariantId: variantId, quantity: 1 } });
    expect((await app.rest('GET', `/baskets/${basket}`)).body.totalAmount).toBe(700);
    expect((await app.rest('GET', `/baskets/${basket}`, { as: 'Admin' })).body.userId, 'staff never claim').toBeNull();
    expect((await app.rest('GET', `/baskets/${basket}`, { token: vera.token })).body).toMatchObject({ userId: vera.id, totalAmount: 700 });
    expect((await app.rest('GET', `/baskets/${basket}`)).status).toBe(401);
    expect((await app.rest('GET', `/baskets/${basket}`, { as: 'User' })).status).toBe(403);
  });

  it('a customer’s wishlist is only theirs and staff’s; an anonymous one is anyone’s who holds it until a customer claims it', async () => {
    const { productId } = await variant();
    const lena = await signUp('lena');
    const oleg = await signUp('oleg');
    const wishlist = (await app.rest('POST', '/wishlists', { body: { productIds: [productId] }, token: lena.token })).body.id;
    for (const [method, path, body] of [
      ['GET', `/wishlists/${wishlist}`],
      ['GET', `/wishlists/wishlistProducts/${wishlist}`],
      ['PUT', `/wishlists/${wishlist}`, { productIds: [] }],
      ['DELETE', `/wishlists/${wishlist}`],
    ] as const) {
      expect((await app.rest(method, path, { body, token: oleg.token })).status, `${method} ${path}`).toBe(403);
      expect((await app.rest(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await app.gql(`{ wishlist(id: "${wishlist}") { id } }`, {}, { token: oleg.token })).errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await app.gql(`{ wishlistProducts(id: "${wishlist}") { length } }`)).errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect((await app.rest('GET', `/wishlists/${wishlist}`, { token: lena.token })).body.products).toEqual([expect.objectContaining({ id: productId })]);
    expect((await app.rest('GET', `/wishlists/${wishlist}`, { as: 'SuperUser' })).body.userId).toBe(lena.id);

    const anonymous = (await app.rest('POST', '/wishlists', { body: { productIds: [productId] } })).body.id;
    expect((await app.rest('PUT', `/wishlists/${anonymous}`, { body: { productIds: [] } })).status).toBe(200);
    expect((await app.rest('GET', `/wishlists/${anonymous}`, { token: oleg.token })).body.userId).toBe(oleg.id);
    expect((await app.rest('GET', `/wishlists/${anonymous}`, { token: lena.token })).status).toBe(403);
  });
});

describe('links on slides and news', () => {
  const bad = ['javascript:alert(1)', ' javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.com', '/\\evil.com', 'catalog', 'https://'];

  it('a slide leads to a shop path or an http(s) address; anything else is 400 with the field named, in both APIs', async () => {
    for (const link of bad) {
      const refused = await app.rest('POST', '/slides', { body: { image: 'a.webp', link }, as: 'Admin' });
      expect(refused, link).toMatchObject({ status: 400, body: { message: 'Отправлены неверные данные.', details: { link: expect.any(String) } } });
      const inList = await app.rest('PUT', '/slides', { body: [{ image: 'a.webp', link: '/catalog' }, { image: 'b.webp', link }], as: 'Admin' });
      expect(inList.body.details, link).toEqual({ '1.link': expect.any(String) });
    }
    const overGraphQL = await app.gql('mutation { createSlide(input: { image: "a.webp", link: "javascript:alert(1)" }) { id } }', {}, 'Admin');
    expect(overGraphQL.errors[0]).toMatchObject({ message: 'Отправлены неверные данные.', extensions: { status: 400, details: { link: expect.any(String) } } });

    for (const link of ['/catalog/women', '/', 'https://example.ru/sale?from=banner', 'http://example.ru', '']) {
      expect((await app.rest('POST', '/slides', { body: { image: 'a.webp', link }, as: 'Admin' })).body, link).toMatchObject({ link });
    }
  });

  it('a news post’s url is a slug of the shop, so it cannot lead anywhere else', async () => {
    for (const url of bad.filter((link) => link !== 'catalog')) {
      const refused = await app.rest('POST', '/news', { body: { title: 'Новость', url }, as: 'Admin' });
      expect(refused, url).toMatchObject({ status: 400, body: { message: 'Отправлены неверные данные.', details: { url: expect.any(String) } } });
    }
  });
});
