import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server, sessionOf, shopper } from '../support/server';
import { data, productPage, serve } from './shop-fixtures';

const product = {
  __typename: 'Product',
  id: 21,
  name: 'Платье миди',
  url: 'plate-midi',
  desc: '',
  price: 4990,
  oldPrice: null,
  inStock: true,
  rating: 4,
  reviewCount: 2,
  images: [],
  parameters: {},
  brand: null,
  category: { __typename: 'NamedRef', name: 'Платья', url: 'women-dresses' },
  categoryPath: [{ __typename: 'NamedRef', name: 'Платья', url: 'women-dresses' }],
  productVariants: [],
};

const author = (firstName: string, lastName: string, staff = false) => ({ __typename: 'Author', firstName, lastName, staff });
const review = (id: number, userId: number, rating: number, text: string, extra: object = {}) => ({
  __typename: 'Review',
  id,
  userId,
  rating,
  text,
  images: [],
  likes: 0,
  dislikes: 0,
  myReaction: null,
  commentCount: 0,
  published: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  user: author('Мария', 'Кузнецова'),
  comments: [],
  ...extra,
});
const reviewPage = (rows: object[]) => data({ reviews: { __typename: 'ReviewList', rows, length: rows.length } });

function signedInShopper() {
  server.use(graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(shopper))));
  return renderApp('/product/plate-midi', { signedIn: true });
}

describe('reviews and questions on the product page', () => {
  it('marks the shopper’s own review that staff hid «на модерации»', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    serve('query', 'ProductReviews', () => reviewPage([review(1, 8, 5, 'Хорошее'), review(2, shopper.id, 1, 'Моё резкое мнение', { published: false })]));
    signedInShopper();

    const articles = await screen.findAllByRole('article');
    expect(within(articles[1]).getByText('на модерации')).toBeTruthy();
    expect(within(articles[0]).queryByText('на модерации')).toBeNull();
  });

  it('shows reviews as plain text with their stars, and asks the server for another order', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    const asked = serve('query', 'ProductReviews', ({ sort }) =>
      reviewPage(sort === 'rating_asc' ? [review(2, 9, 2, 'Маломерит'), review(1, 8, 5, '<b>Отлично</b>')] : [review(1, 8, 5, '<b>Отлично</b>'), review(2, 9, 2, 'Маломерит')]),
    );
    const { user } = renderApp('/product/plate-midi');

    const articles = await screen.findAllByRole('article');
    expect(articles[0].textContent).toContain('<b>Отлично</b>');
    expect(within(articles[0]).getByRole('img', { name: 'Оценка 5 из 5' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Отзывы (2)' }).getAttribute('aria-selected')).toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'rating_asc');
    await waitFor(() => expect(screen.getAllByRole('article')[0].textContent).toContain('Маломерит'));
    expect(asked.map((variables) => variables.sort)).toEqual(['new', 'rating_asc']);
  });

  it('toggles a like and shows the counts the server answers', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    serve('query', 'ProductReviews', () => reviewPage([review(1, 8, 5, 'Отлично')]));
    const toggled = serve('mutation', 'ToggleReviewReaction', () => data({ toggleReviewReaction: { __typename: 'ReactionCounts', likes: 1, dislikes: 0, myReaction: 'Like' } }));
    const { user } = signedInShopper();

    await user.click(await screen.findByRole('button', { name: 'Полезно: 0' }));

    const pressed = await screen.findByRole('button', { name: 'Полезно: 1' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(toggled).toEqual([{ id: 1, reaction: 'Like' }]);
  });

  it('draws «Полезно» and «Бесполезно» as icons rather than emoji, named with their counts as before', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    serve('query', 'ProductReviews', () => reviewPage([review(1, 8, 5, 'Отлично', { likes: 1, dislikes: 0 })]));
    renderApp('/product/plate-midi');

    const like = await screen.findByRole('button', { name: 'Полезно: 1' });
    const dislike = screen.getByRole('button', { name: 'Бесполезно: 0' });
    for (const [button, count] of [[like, '1'], [dislike, '0']] as const) {
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(button.textContent).toBe(count);
    }
  });

  it('does not send a reaction to the shopper’s own review, and tells them why', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    serve('query', 'ProductReviews', () => reviewPage([review(1, shopper.id, 5, 'Мой отзыв')]));
    const toggled = serve('mutation', 'ToggleReviewReaction', () => graphQLError(403, 'FORBIDDEN', 'Вы не можете реагировать на собственный отзыв'));
    const { user } = signedInShopper();

    await user.click(await screen.findByRole('button', { name: 'Полезно: 0' }));

    expect(await screen.findByText('Вы не можете реагировать на собственный отзыв')).toBeTruthy();
    expect(toggled).toEqual([]);
  });

  it('points the shopper to the missing rating, then writes the review, thanks the shopper and reads the list again', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    let written = false;
    serve('query', 'ProductReviews', () => reviewPage(written ? [review(3, shopper.id, 4, 'Хорошее платье')] : []));
    const sent = serve('mutation', 'WriteReview', () => {
      written = true;
      return data({ createReview: review(3, shopper.id, 4, 'Хорошее платье') });
    });
    const { user } = signedInShopper();

    await user.click(await screen.findByRole('button', { name: 'Написать отзыв' }));
    await user.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Поставьте оценку от 1 до 5')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 из 5' })));
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.type(screen.getByRole('textbox', { name: /Отзыв/ }), 'Хорошее платье');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Спасибо за ваш обзор')).toBeTruthy();
    expect(await screen.findByText('Хорошее платье')).toBeTruthy();
    expect(sent).toEqual([{ input: { productId: 21, rating: 4, text: 'Хорошее платье', images: [] } }]);
  });

  it('uploads chosen photos, refuses one over 5 MB in Russian, and sends their names with the review', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    const uploads: number[] = [];
    server.use(
      http.post('*/api/images', async ({ request }) => {
        uploads.push((await request.formData()).getAll('files').length);
        return HttpResponse.json(['0f6b2c1e-1111-4222-8333-944455556666.png'], { status: 201 });
      }),
    );
    const sent = serve('mutation', 'WriteReview', () => data({ createReview: review(3, shopper.id, 5, 'С фото') }));
    const { user } = signedInShopper();

    await user.click(await screen.findByRole('button', { name: 'Написать отзыв' }));
    const picker = await screen.findByLabelText('Фото к отзыву');
    await user.upload(picker, new File([new Uint8Array(5242881)], 'огромное.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Размер файла огромное.jpg более 5 МБ не допускается.')).toBeTruthy();
    await user.upload(picker, new File([new Uint8Array(10)], 'платье.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Выбранное фото' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.type(screen.getByRole('textbox', { name: /Отзыв/ }), 'С фото');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(sent).toEqual([{ input: { productId: 21, rating: 5, text: 'С фото', images: ['0f6b2c1e-1111-4222-8333-944455556666.png'] } }]));
    expect(uploads).toEqual([1]);
  });

  it('lists questions on their tab and invites a signed-out shopper to sign in to ask', async () => {
    serve('query', 'ProductPage', () => data(productPage(product)));
    serve('query', 'ProductQuestions', () =>
      data({
        questions: {
          __typename: 'QuestionList',
          length: 1,
          rows: [
            {
              __typename: 'Question',
              id: 5,
              userId: 9,
              text: 'Есть ли размер 52?',
              likes: 2,
              dislikes: 0,
              myReaction: null,
              commentCount: 1,
              published: true,
              createdAt: '2026-11-21T10:00:00.000Z',
              user: author('Игорь', 'Лебедев'),
              comments: [{ __typename: 'QuestionComment', id: 6, userId: 1, text: 'Да, есть', likes: 0, dislikes: 0, myReaction: null, createdAt: '2026-11-21T11:00:00.000Z', user: author('Ольга', 'Менеджерова', true) }],
            },
          ],
        },
      }),
    );
    const { user } = renderApp('/product/plate-midi');

    await user.click(await screen.findByRole('tab', { name: 'Вопросы' }));

    expect(await screen.findByText('Есть ли размер 52?')).toBeTruthy();
    expect(screen.getByText('Да, есть')).toBeTruthy();
    expect(screen.getByText('Магазин')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войдите' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Задать вопрос' })).toBeNull();
  });
});
