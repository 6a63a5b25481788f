import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const slide = (id: number, image: string, link: string, position: number) => ({ __typename: 'Slide', id, image, link, position });

const advertisement = (title: string, description: string) => ({
  __typename: 'Advertisement',
  id: 1,
  title,
  description,
  updatedAt: '2026-03-05T10:00:00.000Z',
});

/** The saved banner answers with these slides; the advertisement is the shop's one record. */
function serveBanner(slides: ReturnType<typeof slide>[], ad = advertisement('Летняя распродажа', 'Скидки до 50%')) {
  server.use(
    graphql.query('AdminSlides', () => HttpResponse.json({ data: { slides: { __typename: 'SlideList', rows: slides } } })),
    graphql.query('AdminAdvertisements', () => HttpResponse.json({ data: { advertisements: { __typename: 'AdvertisementList', rows: [ad] } } })),
  );
}

/** `replaceSlides` answers the list as sent and records each call's slides. */
function serveReplace() {
  const sent: unknown[] = [];
  server.use(
    graphql.mutation('AdminReplaceSlides', ({ variables }) => {
      const slides = variables.slides as { id?: number; image: string; link: string }[];
      sent.push(slides);
      return HttpResponse.json({ data: { replaceSlides: { __typename: 'SlideList', rows: slides.map((s, i) => slide(s.id ?? 100 + i, s.image, s.link, i)) } } });
    }),
  );
  return sent;
}

const picture = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

const linkInputs = () => screen.getAllByLabelText(/^Ссылка слайда \d$/).map((input) => (input as HTMLInputElement).value);

describe('admin banners page', () => {
  it('opens from the side menu and shows the slides in their order with pictures and links, and the advertisement text', async () => {
    serveBanner([slide(3, 'women.png', '/catalog/women', 0), slide(4, 'sale.png', '', 1)]);
    const { user } = renderApp('/admin/colors', { signedIn: true });

    await user.click(await screen.findByRole('link', { name: 'Баннеры' }));
    const items = within(await screen.findByRole('list', { name: 'Слайды по порядку' })).getAllByRole('listitem');
    expect(window.location.pathname).toBe('/admin/banners');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Слайд 1' }).getAttribute('src')).toBe('/api/images/women.png');
    expect(within(items[0]).getByText('Ссылка: /catalog/women')).toBeTruthy();
    expect(within(items[1]).getByText('Без ссылки')).toBeTruthy();
    expect(((await screen.findByLabelText('Заголовок')) as HTMLInputElement).value).toBe('Летняя распродажа');
    expect((screen.getByLabelText('Описание') as HTMLTextAreaElement).value).toBe('Скидки до 50%');
    expect(screen.getByRole('link', { name: 'Изменить слайды' }).getAttribute('href')).toBe('/admin/banners/update-banner');
  });

  it('saves the advertisement text as record 1 and says «Рекламный текст обновлён»', async () => {
    serveBanner([]);
    let sent: unknown;
    server.use(
      graphql.mutation('AdminUpdateAdvertisement', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { saved: advertisement('Осенняя коллекция', 'Пальто и тренчи') } });
      }),
    );
    const { user } = renderApp('/admin/banners', { signedIn: true });

    const title = await screen.findByLabelText('Заголовок');
    expect(screen.getByText('Слайдов пока нет: на главной баннер не показывается.')).toBeTruthy();
    await user.clear(title);
    await user.type(title, 'Осенняя коллекция ');
    await user.clear(screen.getByLabelText('Описание'));
    await user.type(screen.getByLabelText('Описание'), 'Пальто и тренчи');
    await user.click(screen.getByRole('button', { name: 'Сохранить текст' }));

    expect(await screen.findByText('Рекламный текст обновлён')).toBeTruthy();
    expect(sent).toEqual({ id: 1, input: { title: 'Осенняя коллекция', description: 'Пальто и тренчи' } });
  });
});

describe('admin banner update page', () => {
  it('adds an uploaded slide, moves it up, removes another and saves the ordered list with one replaceSlides', async () => {
    serveBanner([slide(3, 'women.png', '/catalog/women', 0), slide(4, 'men.png', '/catalog/men', 1)]);
    server.use(http.post('*/api/images', () => HttpResponse.json(['spring.png'], { status: 201 })));
    const sent = serveReplace();
    const { user } = renderApp('/admin/banners/update-banner', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение баннера' })).toBeTruthy();
    expect(linkInputs()).toEqual(['/catalog/women', '/catalog/men']);

    await user.upload(screen.getByLabelText('Новые слайды: выбрать файлы'), picture('весна.png'));
    expect((await screen.findByRole('img', { name: 'Слайд 3' })).getAttribute('src')).toBe('/api/images/spring.png');
    await user.type(screen.getByLabelText('Ссылка слайда 3'), 'https://example.ru/spring');
    await user.click(screen.getByRole('button', { name: 'Поднять слайд 3' }));
    expect(linkInputs()).toEqual(['/catalog/women', 'https://example.ru/spring', '/catalog/men']);
    await user.click(screen.getByRole('button', { name: 'Удалить слайд 1' }));
    expect(linkInputs()).toEqual(['https://example.ru/spring', '/catalog/men']);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Баннер обновлён')).toBeTruthy();
    expect(sent).toEqual([
      [
        { image: 'spring.png', link: 'https://example.ru/spring' },
        { id: 4, image: 'men.png', link: '/catalog/men' },
      ],
    ]);
    expect(window.location.pathname).toBe('/admin/banners');
  });

  it('refuses a link that is neither a shop path nor a full address and sends nothing until it is fixed', async () => {
    serveBanner([slide(3, 'women.png', '/catalog/women', 0)]);
    const sent = serveReplace();
    const { user } = renderApp('/admin/banners/update-banner', { signedIn: true });

    const link = await screen.findByLabelText('Ссылка слайда 1');
    await user.clear(link);
    await user.type(link, 'catalog/women');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите путь в магазине (например, /catalog/women) или полный адрес (https://…)')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(link, '{Home}/');
    await waitFor(() => expect(screen.queryByText(/Укажите путь в магазине/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Баннер обновлён')).toBeTruthy();
    expect(sent).toEqual([[{ id: 3, image: 'women.png', link: '/catalog/women' }]]);
  });

  it('clears all slides and saves the empty list, which removes the banner', async () => {
    serveBanner([slide(3, 'women.png', '/catalog/women', 0), slide(4, 'men.png', '', 1)]);
    const sent = serveReplace();
    const { user } = renderApp('/admin/banners/update-banner', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Очистить всё' }));
    expect(screen.queryByRole('list', { name: 'Слайды по порядку' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Баннер обновлён')).toBeTruthy();
    expect(sent).toEqual([[]]);
  });

  it('says «Баннер создан» when the first slides are saved', async () => {
    serveBanner([]);
    // One file per request: the first request stores first.png, the next second.png.
    const stored = ['first.png', 'second.png'];
    server.use(http.post('*/api/images', () => HttpResponse.json([stored.shift()], { status: 201 })));
    const sent = serveReplace();
    const { user } = renderApp('/admin/banners/update-banner', { signedIn: true });

    await user.upload(await screen.findByLabelText('Новые слайды: выбрать файлы'), [picture('1.png'), picture('2.png')]);
    expect(await screen.findByText('Изображения загружены')).toBeTruthy();
    expect(linkInputs()).toEqual(['', '']);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Баннер создан')).toBeTruthy();
    expect(sent).toEqual([
      [
        { image: 'first.png', link: '' },
        { image: 'second.png', link: '' },
      ],
    ]);
  });
});
