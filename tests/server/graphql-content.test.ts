import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { successRecorder } from './graphql-success.js';
import { linkIn } from './mailbox.js';
import { startTestApp, type TestApp } from './test-app.js';

/** News, slides, the banner and newsletters kept through GraphQL alone: each mutation's success, then its effect read back. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const { gql, verify } = successRecorder(() => app, import.meta.url);
const status = (answer: { errors?: { extensions: { status: number } }[] }) => answer.errors?.[0].extensions.status;

describe('news through GraphQL', () => {
  it('publishes a news post on the home page, finds it by id and url, edits it off the home page and deletes it', async () => {
    const created = await gql('mutation ($input: NewsPostInput!) { createNewsPost(input: $input) { id title url showOnMain } }', { input: { title: 'Открытие нового склада', url: 'novyj-sklad', text: 'Доставка стала быстрее.', showOnMain: true } }, 'SuperUser');
    expect(created.data.createNewsPost).toMatchObject({ title: 'Открытие нового склада', url: 'novyj-sklad', showOnMain: true });
    const id = created.data.createNewsPost.id;

    expect((await gql('query ($id: Int!) { newsPost(id: $id) { title text } }', { id })).data.newsPost).toEqual({ title: 'Открытие нового склада', text: 'Доставка стала быстрее.' });
    expect((await gql('{ newsPostByUrl(url: "novyj-sklad") { id } }')).data.newsPostByUrl).toEqual({ id });
    expect((await gql('{ newsPosts(showOnMain: true) { length rows { id } } }')).data.newsPosts).toEqual({ length: 1, rows: [{ id }] });

    const edited = await gql('mutation ($id: Int!) { updateNewsPost(id: $id, input: { text: "Теперь доставляем за день.", showOnMain: false }) { text showOnMain } }', { id }, 'Admin');
    expect(edited.data.updateNewsPost).toEqual({ text: 'Теперь доставляем за день.', showOnMain: false });
    expect((await gql('{ newsPosts(showOnMain: true) { length } }')).data.newsPosts.length).toBe(0);
    expect((await gql('query ($id: Int!) { newsPost(id: $id) { text } }', { id })).data.newsPost.text).toBe('Теперь доставляем за день.');

    expect((await gql('mutation ($id: Int!) { deleteNewsPost(id: $id) { id } }', { id }, 'Admin')).data.deleteNewsPost).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { newsPost(id: $id) { id } }', { id }))).toBe(404);
    expect(status(await app.gql('{ newsPostByUrl(url: "novyj-sklad") { id } }'))).toBe(404);
  });
});

describe('the home page’s slides and banner through GraphQL', () => {
  it('appends slides, then replaces the list in a new order without one of them', async () => {
    const first = (await gql('mutation ($input: SlideInput!) { createSlide(input: $input) { id image link } }', { input: { image: 'summer.png', link: '/catalog/dresses' } }, 'SuperUser')).data.createSlide;
    expect(first).toMatchObject({ image: 'summer.png', link: '/catalog/dresses' });
    const second = (await gql('mutation ($input: SlideInput!) { createSlide(input: $input) { id } }', { input: { image: 'autumn.png', link: '/catalog/coats' } }, 'Admin')).data.createSlide;
    expect((await gql('{ slides { length rows { id image } } }')).data.slides).toEqual({ length: 2, rows: [{ id: first.id, image: 'summer.png' }, { id: second.id, image: 'autumn.png' }] });

    const replaced = await gql(
      'mutation ($slides: [SlideListItemInput!]!) { replaceSlides(slides: $slides) { length rows { image link position } } }',
      { slides: [{ image: 'winter.png', link: 'https://example.ru/winter' }, { id: second.id, image: 'autumn.png', link: '/catalog/coats' }] },
      'Admin',
    );
    expect(replaced.data.replaceSlides).toEqual({
      length: 2,
      rows: [
        { image: 'winter.png', link: 'https://example.ru/winter', position: 0 },
        { image: 'autumn.png', link: '/catalog/coats', position: 1 },
      ],
    });
    expect((await gql('{ slides { rows { id image } } }')).data.slides.rows).toEqual([{ id: expect.any(Number), image: 'winter.png' }, { id: second.id, image: 'autumn.png' }]);
  });

  it('changes the banner’s text, which anyone then reads', async () => {
    expect((await gql('{ advertisements { length rows { id } } }')).data.advertisements).toEqual({ length: 1, rows: [{ id: 1 }] });
    const changed = await gql('mutation { updateAdvertisement(id: 1, input: { title: "Распродажа", description: "Скидки до 50 %" }) { id title description } }', {}, 'SuperUser');
    expect(changed.data.updateAdvertisement).toEqual({ id: 1, title: 'Распродажа', description: 'Скидки до 50 %' });
    expect((await gql('{ advertisements { rows { title description } } }')).data.advertisements.rows).toEqual([{ title: 'Распродажа', description: 'Скидки до 50 %' }]);
  });
});

describe('newsletters through GraphQL', () => {
  it('writes a newsletter, changes it, sends it to the confirmed subscriber, who unsubscribes with the id from the letter', async () => {
    expect((await gql('mutation { subscribe(input: { email: "reader@example.ru", consent: true }) { status } }')).data.subscribe).toEqual({ status: 'pending' });
    const token = linkIn(await app.mailbox.waitFor('reader@example.ru', /^Подтвердите подписку$/), 'http://shop.test/subscribe/').split('/').pop()!;
    expect((await gql('mutation ($token: String!) { confirmSubscription(token: $token) { status } }', { token })).data.confirmSubscription).toEqual({ status: 'confirmed' });

    const created = await gql('mutation ($input: CampaignInput!) { createCampaign(input: $input) { id subject status total } }', { input: { subject: 'Осенние новинки', text: 'Новая коллекция уже в магазине.' } }, 'SuperUser');
    expect(created.data.createCampaign).toMatchObject({ subject: 'Осенние новинки', status: 'draft', total: 0 });
    const id = created.data.createCampaign.id;
    const changed = await gql('mutation ($id: Int!) { updateCampaign(id: $id, input: { subject: "Осень в «Витрине»" }) { subject } }', { id }, 'Admin');
    expect(changed.data.updateCampaign).toEqual({ subject: 'Осень в «Витрине»' });
    expect((await gql('{ campaigns { length rows { id subject status } } }', {}, 'SuperUser')).data.campaigns).toEqual({ length: 1, rows: [{ id, subject: 'Осень в «Витрине»', status: 'draft' }] });

    const sent = await gql('mutation ($id: Int!) { sendCampaign(id: $id) { status total } }', { id }, 'Admin');
    expect(sent.data.sendCampaign).toEqual({ status: 'sending', total: 1 });
    await app.services.campaigns.pass(app.orm.em.fork());
    const letter = await app.mailbox.waitFor('reader@example.ru', /Осень в «Витрине»/);
    expect(letter.text).toContain('Новая коллекция уже в магазине.');
    await vi.waitFor(async () => expect((await gql('query ($id: Int!) { campaign(id: $id) { sent failed } }', { id }, 'Admin')).data.campaign).toEqual({ sent: 1, failed: 0 }), { timeout: 10_000, interval: 100 });

    const mailId = linkIn(letter, 'http://shop.test/unsubscribe/').split('/').pop()!;
    const left = await gql('mutation ($mailId: String!) { unsubscribe(mailId: $mailId) { message } }', { mailId });
    expect(left.data.unsubscribe).toEqual({ message: 'Вы отписались от нашей рассылки' });
    expect(status(await app.gql('query ($mailId: String!) { subscriber(mailId: $mailId) { status } }', { mailId }))).toBe(404);
  });

  it('deletes a draft newsletter', async () => {
    const id = (await gql('mutation { createCampaign(input: { subject: "Черновик", text: "Текст" }) { id } }', {}, 'Admin')).data.createCampaign.id;
    expect((await gql('mutation ($id: Int!) { deleteCampaign(id: $id) { id } }', { id }, 'SuperUser')).data.deleteCampaign).toEqual({ id });
    expect(status(await app.gql('query ($id: Int!) { campaign(id: $id) { id } }', { id }, 'Admin'))).toBe(404);
    expect((await gql('{ campaigns { rows { id } } }', {}, 'Admin')).data.campaigns.rows).not.toContainEqual({ id });
  });
});

describe('this file', () => {
  it('called each operation graphql-success.ts gives it successfully', () => verify());
});
