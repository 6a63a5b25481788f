import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const option = (id: number, name: string) => ({ __typename: 'Category', id, name });

function serveOptions(...rows: ReturnType<typeof option>[]) {
  let limitAsked: string | undefined;
  server.use(
    graphql.query('AdminCategoryOptions', ({ query }) => {
      limitAsked = /limit: (\d+)/.exec(query)?.[1];
      return HttpResponse.json({ data: { options: { __typename: 'CategoryList', rows } } });
    }),
  );
  return () => limitAsked;
}

/** `POST /api/images` stores the chosen picture under `name`. */
const servePictureUpload = (name: string) => server.use(http.post('*/api/images', () => HttpResponse.json([name], { status: 201 })));

const picture = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

const category = (overrides: Record<string, unknown>) => ({
  __typename: 'Category',
  id: 5,
  name: 'Платья',
  url: 'women-dresses',
  desc: 'Повседневные и вечерние платья.',
  image: 'dresses.jpg',
  parameters: ['Материал', 'Сезон'],
  parent: { __typename: 'Category', id: 1, name: 'Женщинам' },
  ...overrides,
});

describe('admin categories form', () => {
  it('offers every category as the parent, «Без родителя» first, and sends the parameters typed', async () => {
    const limitAsked = serveOptions(option(1, 'Женщинам'), option(2, 'Мужчинам'));
    servePictureUpload('shirts.jpg');
    let input: unknown;
    server.use(
      graphql.mutation('CreateCategory', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { saved: category({ id: 9, name: 'Рубашки', parent: option(2, 'Мужчинам') }) } });
      }),
    );
    const { user } = renderApp('/admin/categories/create-category', { signedIn: true });

    await user.type(await screen.findByLabelText(/Название/), 'Рубашки');
    await user.type(screen.getByLabelText('Описание'), 'Классические и повседневные рубашки.');
    await user.upload(screen.getByLabelText('Изображение: выбрать файл'), picture('рубашки.png'));
    expect((await screen.findByRole('img', { name: 'Изображение' })).getAttribute('src')).toBe('/api/images/shirts.jpg');

    const parent = screen.getByLabelText('Родительская категория') as HTMLSelectElement;
    await waitFor(() => expect([...parent.options].map((o) => o.text)).toEqual(['Без родителя', 'Женщинам', 'Мужчинам']));
    expect(limitAsked()).toBe('1000');
    await user.selectOptions(parent, 'Мужчинам');

    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Добавить параметр' }));
    await user.type(screen.getByLabelText('Параметр 1'), 'Материал');
    await user.type(screen.getByLabelText('Параметр 2'), 'Лишний');
    await user.type(screen.getByLabelText('Параметр 3'), 'Сезон');
    await user.click(screen.getByRole('button', { name: 'Удалить: параметр 2' }));

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Категория создана')).toBeTruthy();
    expect(input).toEqual({
      name: 'Рубашки',
      desc: 'Классические и повседневные рубашки.',
      image: 'shirts.jpg',
      parentId: 2,
      parameters: ['Материал', 'Сезон'],
    });
  });

  it('edits a category: its own entry is not offered as parent, and «Без родителя» sends null', async () => {
    serveOptions(option(1, 'Женщинам'), option(5, 'Платья'));
    let sent: { id: number; input: Record<string, unknown> } | undefined;
    server.use(
      graphql.query('AdminCategory', () => HttpResponse.json({ data: { record: category({}) } })),
      graphql.mutation('UpdateCategory', ({ variables }) => {
        sent = variables as typeof sent;
        return HttpResponse.json({ data: { saved: category({ parent: null }) } });
      }),
    );
    const { user } = renderApp('/admin/categories/5', { signedIn: true });

    const parent = (await screen.findByLabelText('Родительская категория')) as HTMLSelectElement;
    await waitFor(() => expect(parent.value).toBe('1'));
    expect([...parent.options].map((o) => o.text)).toEqual(['Без родителя', 'Женщинам']);
    expect((screen.getByLabelText('Параметр 2') as HTMLInputElement).value).toBe('Сезон');

    await user.selectOptions(parent, 'Без родителя');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Категория изменена')).toBeTruthy();
    expect(sent?.id).toBe(5);
    expect(sent?.input).toMatchObject({ name: 'Платья', parentId: null, parameters: ['Материал', 'Сезон'] });
  });

  it('lists all categories at once as a tree: each under its parent, alphabetically, with its parameters', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('AdminCategories', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            list: {
              __typename: 'CategoryList',
              rows: [
                category({}),
                category({ id: 1, name: 'Женщинам', url: 'women', parent: null, parameters: [] }),
                category({ id: 7, name: 'Блузки', url: 'women-blouses', parameters: [] }),
                category({ id: 2, name: 'Девочкам', url: 'girls', parent: null, parameters: [] }),
              ],
              length: 4,
            },
          },
        });
      }),
    );
    renderApp('/admin/categories', { signedIn: true });
    const rows = within(await screen.findByRole('table', { name: 'Категории' })).getAllByRole('row');
    const names = rows.slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(names).toEqual(['Девочкам', 'Женщинам', '└ Блузки', '└ Платья']);
    expect(within(rows[4]).getByText('Материал, Сезон')).toBeTruthy();
    expect(screen.getByText('Всего: 4')).toBeTruthy();
    expect(asked).toEqual([{ limit: 1000, offset: 0 }]);
    expect(screen.queryByRole('navigation', { name: /страниц/i })).toBeNull();
  });
});

describe('admin brands form', () => {
  it('sends the uploaded logo, the main-page flag and the chosen category', async () => {
    serveOptions(option(4, 'Обувь'));
    servePictureUpload('logo.png');
    let input: unknown;
    server.use(
      graphql.mutation('CreateBrand', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({
          data: {
            saved: {
              __typename: 'Brand',
              id: 3,
              name: 'Северный ветер',
              url: 'severnyj-veter',
              image: 'logo.png',
              showOnMain: true,
              category: option(4, 'Обувь'),
            },
          },
        });
      }),
    );
    const { user } = renderApp('/admin/brands/create-brand', { signedIn: true });

    await user.type(await screen.findByLabelText(/Название/), 'Северный ветер');
    await user.upload(screen.getByLabelText('Логотип: выбрать файл'), picture('логотип.png'));
    expect((await screen.findByRole('img', { name: 'Логотип' })).getAttribute('src')).toBe('/api/images/logo.png');
    await user.click(screen.getByText('Показывать на главной'));
    const categorySelect = screen.getByLabelText('Категория') as HTMLSelectElement;
    await waitFor(() => expect(categorySelect.options).toHaveLength(2));
    expect(categorySelect.options[0].text).toBe('Без категории');
    await user.selectOptions(categorySelect, 'Обувь');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Бренд создан')).toBeTruthy();
    expect(input).toEqual({ name: 'Северный ветер', image: 'logo.png', showOnMain: true, categoryId: 4 });
  });
});

describe('admin dictionaries', () => {
  it.each([
    ['/admin/categories', 'Категории', 'Добавить категорию', '/admin/categories/create-category'],
    ['/admin/brands', 'Бренды', 'Добавить бренд', '/admin/brands/create-brand'],
    ['/admin/colors', 'Цвета', 'Добавить цвет', '/admin/colors/create-color'],
    ['/admin/sizes', 'Размеры', 'Добавить размер', '/admin/sizes/create-size'],
    ['/admin/tags', 'Теги', 'Добавить тег', '/admin/tags/create-tag'],
  ])('%s shows «%s» and links «%s» to its create screen', async (path, title, add, createPath) => {
    renderApp(path, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: add }).getAttribute('href')).toBe(createPath);
    expect(await screen.findByText('Всего: 0')).toBeTruthy();
  });

  it('creates a size from its name alone: the server makes the address', async () => {
    let input: unknown;
    server.use(
      graphql.mutation('CreateSize', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { saved: { __typename: 'Size', id: 1, name: 'XL', url: 'xl' } } });
      }),
    );
    const { user } = renderApp('/admin/sizes/create-size', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Заполните поле')).toBeTruthy();
    await user.type(screen.getByLabelText(/Название/), ' XL ');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Размер создан')).toBeTruthy();
    expect(input).toEqual({ name: 'XL' });
  });
});
