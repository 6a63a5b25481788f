import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError } from '../support/server';
import { WISHLIST_ID_KEY } from '../../../client/src/storefront/shop/wishlist-storage';
import { catalogPage, data, productCard, serve, tag } from './shop-fixtures';

const dress = productCard(21, 'Платье миди', 'plate-midi', { price: 4990, oldPrice: 6990, tags: [tag('Новинка'), tag('Хит продаж')] });
const coat = productCard(22, 'Пальто шерстяное', 'palto-sherstyanoe', { price: 12990, inStock: false });

const serveCatalog = (rows = [dress, coat], length?: number) => serve('query', 'CatalogPage', () => data(catalogPage(rows, length)));

/** What an empty search offers: the categories close to `q`, the root categories, the best sellers. */
const serveEmptySearch = (closest: { name: string; url: string }[]) =>
  serve('query', 'EmptySearch', () =>
    data({
      searchSuggest: { __typename: 'SearchSuggestions', categories: closest.map((category, index) => ({ __typename: 'NamedRef', id: index + 2, ...category })) },
      categoriesTree: [
        { __typename: 'Category', id: 1, name: 'Женщинам', url: 'women' },
        { __typename: 'Category', id: 10, name: 'Мужчинам', url: 'men' },
      ],
      products: { __typename: 'ProductList', rows: [dress, coat] },
    }),
  );

const category = {
  __typename: 'Category',
  id: 2,
  name: 'Платья',
  url: 'women-dresses',
  desc: 'Повседневные, офисные и вечерние платья.',
  parent: { __typename: 'Category', id: 1, name: 'Женщинам', url: 'women' },
  children: [],
};

describe('catalogue', () => {
  it('shows product cards with the card picture (WebP copies by width, the first row loaded at once), the price, the old price struck through and «Нет в наличии»', async () => {
    const requests = serveCatalog();
    renderApp('/catalog');

    const dressLink = await screen.findByRole('link', { name: 'Платье миди' });
    expect(dressLink.getAttribute('href')).toBe('/product/plate-midi');
    const dressCard = dressLink.closest('article')!;
    expect(within(dressCard).getByText('4 990 ₽')).toBeTruthy();
    expect(within(dressCard).getByText(/6 990 ₽/).closest('s')).toBeTruthy();
    const picture = dressCard.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('/api/images/plate-midi-card.webp');
    expect(picture.getAttribute('srcset')).toBe('/api/images/plate-midi-thumb.webp 240w, /api/images/plate-midi-card.webp 640w');
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading'), picture.getAttribute('fetchpriority')]).toEqual(['640', '640', 'eager', 'high']);
    expect(within(dressCard).queryByText('Нет в наличии')).toBeNull();

    const coatCard = screen.getByRole('link', { name: 'Пальто шерстяное' }).closest('article')!;
    expect(within(coatCard).getByText('Нет в наличии')).toBeTruthy();
    expect(screen.getByText('Найдено 2 товара')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Категории' })).toBeTruthy();
    expect(requests).toEqual([{ sort: 'relevance', page: 1, limit: 24, withCategories: true }]);
  });

  it('changes the sort through the address, and the back button brings the previous order back', async () => {
    const requests = serveCatalog();
    const { user } = renderApp('/catalog');
    const sort = await screen.findByLabelText('Сортировка');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Популярные',
      'Новинки',
      'Сначала дешевле',
      'Сначала дороже',
      'С высоким рейтингом',
    ]);

    await user.selectOptions(sort, 'Сначала дешевле');
    expect(window.location.search).toBe('?sort=price_asc');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'price_asc', page: 1 }));

    window.history.back();
    await waitFor(() => expect((screen.getByLabelText('Сортировка') as HTMLSelectElement).value).toBe('relevance'));
  });

  it('reads the sort, the filters and the page from the address, so a reload shows the same products', async () => {
    const requests = serveCatalog([dress], 30);
    renderApp('/catalog?sort=price_desc&brand=3&minPrice=1000&inStock=1&discounted=1&page=2');

    expect(await screen.findByRole('link', { name: 'Платье миди' })).toBeTruthy();
    expect(requests[0]).toEqual({ sort: 'price_desc', brands: [3], minPrice: 1000, available: true, discounted: true, page: 2, limit: 24, withCategories: true });
    expect((screen.getByLabelText('Сортировка') as HTMLSelectElement).value).toBe('price_desc');
    expect(screen.getByRole('button', { name: 'Убрать фильтр: Со скидкой' })).toBeTruthy();
    // The filters are a part that arrives after the rest of the page.
    expect(((await screen.findByRole('checkbox', { name: 'Лён и хлопок' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Цена от') as HTMLInputElement).value).toBe('1000');
    expect(screen.getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('applies a ticked filter at once on a desktop, a price as its field is left, and goes back to the first page', async () => {
    const requests = serveCatalog([dress], 60);
    const { user } = renderApp('/catalog?page=3');
    const filters = await screen.findByRole('form', { name: 'Фильтры' });

    await user.click(within(filters).getByRole('checkbox', { name: 'Северный ветер' }));
    expect(window.location.search).toBe('?brand=5');
    await user.type(within(filters).getByLabelText('Цена от'), '1000');
    await user.type(within(filters).getByLabelText('Цена до'), '5000');
    await user.click(within(filters).getByRole('checkbox', { name: 'Только в наличии' }));

    expect(window.location.search).toBe('?brand=5&minPrice=1000&maxPrice=5000&inStock=1');
    expect(within(filters).queryByRole('button', { name: /Показать|Применить/ })).toBeNull();
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ brands: [5], minPrice: 1000, maxPrice: 5000, available: true, page: 1 }));

    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(window.location.search).toBe('');
  });

  it('refuses a price that is not a number or a «до» below «от» before asking the server', async () => {
    const requests = serveCatalog();
    const { user } = renderApp('/catalog');
    await user.type(await screen.findByLabelText('Цена от'), 'дёшево');
    await user.type(screen.getByLabelText('Цена до'), '500');
    await user.click(screen.getByRole('button', { name: 'Применить цену' }));
    expect(screen.getByText('Введите сумму числом')).toBeTruthy();

    await user.clear(screen.getByLabelText('Цена от'));
    await user.type(screen.getByLabelText('Цена от'), '1000');
    await user.click(screen.getByRole('button', { name: 'Применить цену' }));
    expect(screen.getByText('Не меньше, чем «от»')).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(requests).toHaveLength(1);
  });

  it('links 24 products a page and asks for the next page when it is opened', async () => {
    const requests = serveCatalog([dress], 50);
    const { user } = renderApp('/catalog?sort=new');

    const pages = await screen.findByRole('navigation', { name: 'Страницы каталога' });
    expect(within(pages).getByRole('link', { name: 'Страница 3' }).getAttribute('href')).toBe('/catalog?sort=new&page=3');
    expect(within(pages).queryByRole('link', { name: 'Страница 4' })).toBeNull();

    await user.click(within(pages).getByRole('link', { name: 'Следующая страница' }));
    expect(window.location.search).toBe('?sort=new&page=2');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'new', page: 2, limit: 24 }));
  });

  it('orders a search by relevance first, with «Популярные» among the other orders', async () => {
    const requests = serveCatalog();
    const { user } = renderApp('/catalog?q=платье');

    const sort = await screen.findByLabelText('Сортировка');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'По соответствию',
      'Популярные',
      'Новинки',
      'Сначала дешевле',
      'Сначала дороже',
      'С высоким рейтингом',
    ]);
    expect(requests[0]).toMatchObject({ name: 'платье', sort: 'relevance' });
    await user.selectOptions(sort, 'Популярные');
    expect(window.location.search).toBe(`?q=${encodeURIComponent('платье')}&sort=popular`);
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ name: 'платье', sort: 'popular' }));
  });

  it('searches by the words from the header and says so when nothing is found, with hints', async () => {
    const requests = serveCatalog([]);
    serveEmptySearch([]);
    renderApp('/catalog?q=кросовки');

    expect(await screen.findByText('По запросу «кросовки» ничего не нашлось')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск: «кросовки»' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((hint) => hint.textContent)).toEqual(
      expect.arrayContaining(['Проверьте, нет ли в словах опечатки.', 'Напишите меньше слов или слово попроще: «платье» вместо «платье миди в горошек».']),
    );
    expect(requests[0]).toMatchObject({ name: 'кросовки', withCategories: false });
  });

  it('offers the categories closest to the words of a search that found nothing, and the best sellers as a row', async () => {
    serveCatalog([]);
    const requests = serveEmptySearch([{ name: 'Платья', url: 'women-dresses' }]);
    renderApp('/catalog?q=платте');

    expect(await screen.findByText('Возможно, вы искали в этих категориях:')).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'Категории' });
    expect(within(categories).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Платья', '/catalog/women-dresses']]);
    const popular = screen.getByRole('region', { name: 'Популярные товары' });
    expect(within(popular).getAllByRole('article').map((card) => within(card).getByRole('link').textContent)).toEqual(['Платье миди', 'Пальто шерстяное']);
    expect(within(popular).getByRole('link', { name: 'Смотреть все: Популярные товары' }).getAttribute('href')).toBe('/catalog');
    expect(requests).toEqual([{ q: 'платте' }]);
  });

  it('offers the root categories when none is close to the words of a search that found nothing', async () => {
    serveCatalog([]);
    serveEmptySearch([]);
    renderApp('/catalog?q=ъъъ');

    const categories = await screen.findByRole('navigation', { name: 'Категории' });
    expect(screen.getByText('Загляните в категории:')).toBeTruthy();
    expect(within(categories).getAllByRole('link').map((link) => link.textContent)).toEqual(['Женщинам', 'Мужчинам']);
    expect(screen.getByRole('region', { name: 'Популярные товары' })).toBeTruthy();
  });

  it('shows a category with its products and those of its subcategories', async () => {
    serve('query', 'CategoryPage', () => data({ categoryByUrl: category }));
    const requests = serveCatalog([dress]);
    renderApp('/catalog/women-dresses');

    expect(await screen.findByRole('heading', { level: 1, name: 'Платья' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Платье миди' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Навигация по каталогу' });
    expect(within(crumbs).getByRole('link', { name: 'Женщинам' }).getAttribute('href')).toBe('/catalog/women');
    expect(requests[0]).toEqual({ parent: 2, sort: 'relevance', page: 1, limit: 24, withCategories: false });
  });

  it('answers an unknown category with the 404 page', async () => {
    serve('query', 'CategoryPage', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.'));
    renderApp('/catalog/no-such-category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
  });

  it('tells the shopper when the catalogue cannot be loaded and loads it again on «Повторить»', async () => {
    let fail = true;
    serve('query', 'CatalogPage', () => (fail ? HttpResponse.error() : data(catalogPage([dress]))));
    const { user } = renderApp('/catalog');

    expect(await screen.findByText('Запрашиваемый сервер недоступен.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Платье миди' })).toBeTruthy();
  });
});

describe('catalogue filters', () => {
  it('offer brands, colours with swatches, sizes and collections with their counts, applied through the address', async () => {
    const requests = serveCatalog();
    const { user } = renderApp('/catalog');

    const red = await screen.findByRole('checkbox', { name: 'Красный' });
    const filters = screen.getByRole('form', { name: 'Фильтры' });
    expect(red.closest('label')!.textContent).toBe('Красный6');
    expect(red.closest('label')!.querySelector('span[style]')!.getAttribute('style')).toContain('background: rgb(211, 47, 47)');
    expect(within(filters).getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Бренд', 'Цвет', 'Размер', 'Подборка']);
    expect(within(filters).getByRole('checkbox', { name: 'Только в наличии' }).closest('label')!.textContent).toBe('Только в наличии14');
    expect((within(filters).getByLabelText('Цена до') as HTMLInputElement).placeholder.replace(/\s/g, ' ')).toBe('12 990 ₽');

    await user.click(red);
    await user.click(screen.getByRole('checkbox', { name: 'M' }));
    await user.click(screen.getByRole('checkbox', { name: 'Хит продаж' }));

    expect(window.location.search).toBe('?color=7&size=12&tag=21');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ colors: [7], sizes: [12], tags: [21], page: 1 }));
  });

  it('show the chosen filters as chips that remove one, or all with «Сбросить всё»', async () => {
    serveCatalog();
    const { user } = renderApp('/catalog?brand=3&color=7&minPrice=1000&inStock=1');

    const chips = await screen.findByRole('group', { name: 'Выбранные фильтры' });
    expect(within(chips).getAllByRole('button').map((chip) => (chip.getAttribute('aria-label') ?? chip.textContent)!.replace(/\s/g, ' '))).toEqual([
      'Убрать фильтр: Лён и хлопок',
      'Убрать фильтр: Красный',
      'Убрать фильтр: от 1 000 ₽',
      'Убрать фильтр: В наличии',
      'Сбросить всё',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Убрать фильтр: Красный' }));
    expect(window.location.search).toBe('?brand=3&minPrice=1000&inStock=1');

    await user.click(await screen.findByRole('button', { name: 'Сбросить всё' }));
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('group', { name: 'Выбранные фильтры' })).toBeNull();
  });

  it('open on a phone in a panel named with how many are chosen, which counts what they would show and closes when they are applied', async () => {
    serveCatalog();
    const counts = serve('query', 'CatalogCount', () => data({ products: { __typename: 'ProductList', length: 5 } }));
    const { user } = renderApp('/catalog?size=11&tag=21');

    await user.click(await screen.findByRole('button', { name: 'Фильтры (2)' }));
    const panel = screen.getByRole('dialog', { name: 'Фильтры' });
    expect((within(panel).getByRole('checkbox', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    expect(within(panel).getByRole('button', { name: 'Показать 2 товара' })).toBeTruthy();
    await user.click(within(panel).getByRole('checkbox', { name: 'Синий' }));
    expect(window.location.search).toBe('?size=11&tag=21');
    await user.click(await within(panel).findByRole('button', { name: 'Показать 5 товаров' }));
    expect(counts.at(-1)).toMatchObject({ colors: [8], sizes: [11], tags: [21] });

    expect(screen.queryByRole('dialog', { name: 'Фильтры' })).toBeNull();
    expect(window.location.search).toBe('?color=8&size=11&tag=21');
  });

  it('keep each facet’s own values when a brand, a size and a collection share an id', async () => {
    const page = catalogPage([dress]);
    page.productFacets.brands = [{ __typename: 'FacetValue', id: 1, name: 'Норд', count: 2 }];
    page.productFacets.sizes = [{ __typename: 'FacetValue', id: 1, name: 'S', count: 1 }];
    page.productFacets.tags = [{ __typename: 'FacetValue', id: 1, name: 'Новинка', count: 3 }];
    serve('query', 'CatalogPage', () => data(page));
    renderApp('/catalog');

    const filters = await screen.findByRole('form', { name: 'Фильтры' });
    const options = (legend: string) =>
      within(within(filters).getAllByRole('group').find((group) => group.querySelector('legend')?.textContent === legend)!)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent);
    expect([options('Бренд'), options('Размер'), options('Подборка')]).toEqual([['Норд2'], ['S1'], ['Новинка3']]);
  });
});

describe('product cards', () => {
  const WISHLIST_ID = '7b3e9c2a-1d4f-4e8b-9a6c-5f2d8e1b0a47';
  const wishlist = (products: ReturnType<typeof productCard>[]) => ({ __typename: 'Wishlist', id: WISHLIST_ID, products });
  const cardOf = async (name: string) => (await screen.findByRole('link', { name })).closest('article')!;

  it('open on the variant that matched the colour or size filters (?variant=)', async () => {
    serveCatalog([{ ...dress, matchingVariantId: 31 }, coat]);
    renderApp('/catalog?color=7');

    expect((await screen.findByRole('link', { name: 'Платье миди' })).getAttribute('href')).toBe('/product/plate-midi?variant=31');
    expect(screen.getByRole('link', { name: 'Пальто шерстяное' }).getAttribute('href')).toBe('/product/palto-sherstyanoe');
  });

  it('mark a discounted product with its rounded discount and show the product’s tags', async () => {
    serveCatalog();
    renderApp('/catalog');

    const dressCard = await cardOf('Платье миди');
    // 4 990 instead of 6 990 is 28.6 % off.
    expect(within(dressCard).getByText('−29 %')).toBeTruthy();
    expect(within(dressCard).getByText('Новинка')).toBeTruthy();
    expect(within(dressCard).getByText('Хит продаж')).toBeTruthy();
    expect(within(await cardOf('Пальто шерстяное')).queryByText(/%/)).toBeNull();
  });

  it('put a product in the wishlist with the heart over the picture and take it out again', async () => {
    serveCatalog();
    const created = serve('mutation', 'CreateWishlist', () => data({ createWishlist: wishlist([dress]) }));
    const updated = serve('mutation', 'UpdateWishlist', () => data({ updateWishlist: wishlist([]) }));
    const { user } = renderApp('/catalog');

    const dressCard = await cardOf('Платье миди');
    await user.click(within(dressCard).getByRole('button', { name: 'В избранное', pressed: false }));

    expect(await within(dressCard).findByRole('button', { name: 'В избранном', pressed: true })).toBeTruthy();
    expect(created).toEqual([{ productIds: [21] }]);
    expect(localStorage.getItem(WISHLIST_ID_KEY)).toBe(WISHLIST_ID);
    expect(screen.getByRole('link', { name: 'Избранное, 1 товар' })).toBeTruthy();
    expect(within(await cardOf('Пальто шерстяное')).getByRole('button', { name: 'В избранное', pressed: false })).toBeTruthy();

    await user.click(within(dressCard).getByRole('button', { name: 'В избранном', pressed: true }));

    expect(await within(dressCard).findByRole('button', { name: 'В избранное', pressed: false })).toBeTruthy();
    expect(updated).toEqual([{ id: WISHLIST_ID, productIds: [] }]);
  });
});
