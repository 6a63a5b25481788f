import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_TOKENS } from '../support/render';
import { server } from '../support/server';
import { productRecord, serveProductChoices, serveProducts } from './product-fixtures';

const picture = (name: string, bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

/**
 * `POST /api/images` stores each file as `stored-N.png` in the order the requests arrive, and
 * records how many files each request carried. (jsdom's files lose their name and bytes on the way
 * to the mock server, so a file is known by its request only.)
 */
function serveUploads() {
  const filesPerRequest: number[] = [];
  server.use(
    http.post('*/api/images', async ({ request }) => {
      const files = (await request.formData()).getAll('files') as File[];
      filesPerRequest.push(files.length);
      return HttpResponse.json([`stored-${filesPerRequest.length}.png`], { status: 201 });
    }),
  );
  return filesPerRequest;
}

/** Drops files on a drop zone as a browser does: dragged over first, then let go. */
function dropFiles(zone: HTMLElement, files: File[]) {
  const dataTransfer = { files, types: ['Files'] };
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

const productPictures = () => screen.getAllByRole('img', { name: /^Фото товара: \d$/ }).map((image) => image.getAttribute('src'));

function serveProduct() {
  serveProductChoices();
  serveProducts([]);
  const sent: { input: { images: string[] } }[] = [];
  server.use(
    graphql.query('AdminProduct', () => HttpResponse.json({ data: { record: { ...productRecord, images: ['plate-1.png', 'plate-2.png', 'plate-3.png'] } } })),
    graphql.mutation('AdminUpdateProduct', ({ variables }) => {
      sent.push(variables as (typeof sent)[number]);
      return HttpResponse.json({ data: { saved: productRecord } });
    }),
  );
  return sent;
}

describe('the brand logo', () => {
  it('takes the first of two dropped pictures, says so, shows it and sends its name', async () => {
    const filesPerRequest = serveUploads();
    let input: unknown;
    server.use(
      graphql.mutation('CreateBrand', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { saved: { __typename: 'Brand', id: 3, name: 'Зарина', url: 'zarina', image: 'stored-1.png', showOnMain: false, category: null } } });
      }),
    );
    const { user } = renderApp('/admin/brands/create-brand', { signedIn: true });

    await user.type(await screen.findByLabelText(/^Название/), 'Зарина');
    dropFiles(screen.getByRole('group', { name: 'Логотип: перетащите картинку сюда' }), [picture('первый.png'), picture('второй.png')]);

    expect(await screen.findByText('Здесь одна картинка: взят файл первый.png.')).toBeTruthy();
    expect((await screen.findByRole('img', { name: 'Логотип' })).getAttribute('src')).toBe('/api/images/stored-1.png');
    expect(filesPerRequest).toEqual([1]);

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Бренд создан')).toBeTruthy();
    expect(input).toMatchObject({ name: 'Зарина', image: 'stored-1.png' });
  });

  it('is chosen with the keyboard through «Выбрать файлы», and removed with «Удалить»', async () => {
    serveUploads();
    const { user } = renderApp('/admin/brands/create-brand', { signedIn: true });

    const choose = within(await screen.findByRole('group', { name: 'Логотип: перетащите картинку сюда' })).getByRole('button', { name: 'Выбрать файлы' });
    const chooser = screen.getByLabelText('Логотип: выбрать файл') as HTMLInputElement;
    let opened = 0;
    chooser.addEventListener('click', () => (opened += 1));
    choose.focus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);

    await user.upload(chooser, picture('логотип.png'));
    await screen.findByRole('img', { name: 'Логотип' });
    await user.click(screen.getByRole('button', { name: 'Удалить: логотип' }));
    expect(screen.queryByRole('img', { name: 'Логотип' })).toBeNull();
  });
});

describe('the limits of an upload', () => {
  it('refuses five files at once in Russian and uploads none of them', async () => {
    serveProductChoices();
    const filesPerRequest = serveUploads();
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await user.upload(await screen.findByLabelText('Фото товара: выбрать файлы'), ['1', '2', '3', '4', '5'].map((n) => picture(`${n}.png`)));

    expect(await screen.findByText('Можно загрузить не более 4 файлов за раз.')).toBeTruthy();
    expect(filesPerRequest).toEqual([]);
    expect(screen.queryByRole('img', { name: /^Фото товара/ })).toBeNull();
  });

  it('refuses a file over 5 MB by its name and uploads the others, one per request', async () => {
    serveProductChoices();
    const filesPerRequest = serveUploads();
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await user.upload(await screen.findByLabelText('Фото товара: выбрать файлы'), [picture('перед.png'), picture('огромное.png', 5242881), picture('спина.png')]);

    expect(await screen.findByText('Размер файла огромное.png более 5 МБ не допускается.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Фото товара: \d$/ })).toHaveLength(2));
    expect(filesPerRequest).toEqual([1, 1]);
    expect(productPictures().sort()).toEqual(['/api/images/stored-1-thumb.webp', '/api/images/stored-2-thumb.webp']);
  });

  it('refuses a dropped file that is not a picture by its name', async () => {
    serveProductChoices();
    const filesPerRequest = serveUploads();
    renderApp('/admin/products/create-product', { signedIn: true });

    dropFiles(await screen.findByRole('group', { name: 'Фото товара: перетащите картинки сюда' }), [picture('прайс.pdf', 10, 'application/pdf')]);

    expect(await screen.findByText('Файл прайс.pdf — не картинка: подойдут JPEG, PNG, WebP, GIF или AVIF.')).toBeTruthy();
    expect(filesPerRequest).toEqual([]);
  });
});

describe('an upload under way', () => {
  it("shows each file's progress until the server answers", async () => {
    serveProductChoices();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/images', async () => {
        await answered;
        return HttpResponse.json(['slow.png'], { status: 201 });
      }),
    );
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await user.upload(await screen.findByLabelText('Фото товара: выбрать файлы'), picture('медленное.png'));
    const bar = await screen.findByRole('progressbar', { name: 'Загрузка файла медленное.png' });
    expect(bar.getAttribute('aria-valuemax')).toBe('100');

    answer();
    expect(await screen.findByRole('img', { name: 'Фото товара: 1' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('renews an expired access token once and sends the file again', async () => {
    serveProductChoices();
    const authorizations: (string | null)[] = [];
    server.use(
      graphql.mutation('RefreshToken', () =>
        HttpResponse.json({ data: { refreshToken: { __typename: 'TokenPair', accessToken: 'access-token-2', refreshToken: 'refresh-token-2' } } }),
      ),
      http.post('*/api/images', ({ request }) => {
        const authorization = request.headers.get('authorization');
        authorizations.push(authorization);
        if (authorization !== 'Bearer access-token-2') return HttpResponse.json({ statusCode: 401, message: 'Вы не авторизованы.' }, { status: 401 });
        return HttpResponse.json(['renewed.png'], { status: 201 });
      }),
    );
    const { user } = renderApp('/admin/products/create-product', { signedIn: true });

    await user.upload(await screen.findByLabelText('Фото товара: выбрать файлы'), picture('фото.png'));

    expect((await screen.findByRole('img', { name: 'Фото товара: 1' })).getAttribute('src')).toBe('/api/images/renewed-thumb.webp');
    expect(authorizations).toEqual([`Bearer ${TEST_TOKENS.accessToken}`, 'Bearer access-token-2']);
  });
});

describe("the order of a product's pictures", () => {
  it('changes with «Правее» and «Левее» and is sent as shown', async () => {
    const sent = serveProduct();
    const { user } = renderApp('/admin/products/21', { signedIn: true });

    await screen.findByRole('img', { name: 'Фото товара: 3' });
    await user.click(screen.getByRole('button', { name: 'Фото товара: сдвинуть 1 правее' }));
    expect(productPictures()).toEqual(['/api/images/plate-2-thumb.webp', '/api/images/plate-1-thumb.webp', '/api/images/plate-3-thumb.webp']);
    await user.click(screen.getByRole('button', { name: 'Фото товара: сдвинуть 3 левее' }));
    expect(productPictures()).toEqual(['/api/images/plate-2-thumb.webp', '/api/images/plate-3-thumb.webp', '/api/images/plate-1-thumb.webp']);
    await user.click(screen.getByRole('button', { name: 'Фото товара: удалить 1' }));

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].input.images).toEqual(['plate-3.png', 'plate-1.png']);
  });

  it('changes by dragging a picture onto another', async () => {
    serveProduct();
    renderApp('/admin/products/21', { signedIn: true });

    const items = within(await screen.findByRole('list', { name: 'Фото товара: по порядку' })).getAllByRole('listitem');
    fireEvent.dragStart(items[0]);
    const over = createEvent.dragOver(items[2]);
    fireEvent(items[2], over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(items[2]);
    fireEvent.dragEnd(items[0]);

    await waitFor(() => expect(productPictures()).toEqual(['/api/images/plate-2-thumb.webp', '/api/images/plate-3-thumb.webp', '/api/images/plate-1-thumb.webp']));
  });
});
