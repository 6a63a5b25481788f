import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anna, comment, review, serveThread, serveThreads } from '../support/discussions';
import { renderApp } from '../support/render';
import { server } from '../support/server';

const longText = `${'Платье село идеально, ткань плотная и приятная к телу. '.repeat(4)}Рекомендую!`;

describe('admin reviews list', () => {
  it('opens from the side menu and shows date, product (opening the shop in a new tab), author, rating, a shortened text, reactions and comments', async () => {
    const requests = serveThreads('AdminReviews', [review(12, { text: longText, comments: [comment('ReviewComment', 31, 'Спасибо!')] })]);
    const { user } = renderApp('/admin/colors', { signedIn: true });

    await user.click(await screen.findByRole('link', { name: 'Отзывы' }));
    const table = await screen.findByRole('table', { name: 'Отзывы' });
    expect(window.location.pathname).toBe('/admin/reviews');
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Отзыв № 12' }).getAttribute('href')).toBe('/admin/reviews/12');
    expect(within(row).getByText(/^05\.03\.2026, \d\d:00$/)).toBeTruthy();
    const productLink = within(row).getByRole('link', { name: 'Платье летнее' });
    expect(productLink.getAttribute('href')).toBe('/product/plate-letnee');
    expect(productLink.getAttribute('target')).toBe('_blank');
    expect(within(row).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(row).getByText('5 из 5')).toBeTruthy();
    const shortened = within(row).getByText(/^Платье село идеально/).textContent ?? '';
    expect(shortened.endsWith('…')).toBe(true);
    expect(shortened.length).toBeLessThanOrEqual(121);
    expect(within(row).getByText('Нравится: 4')).toBeTruthy();
    expect(within(row).getByText('Не нравится: 1')).toBeTruthy();
    expect(within(row).getByRole('checkbox', { name: 'Отзыв № 12 на главной' })).toBeTruthy();
    expect(requests[0]).toEqual({ limit: 20, offset: 0, sort: 'new' });
  });

  it('sends the product, author and «только на главной» filters and the order from the address, and writes changes back to it', async () => {
    const requests = serveThreads('AdminReviews', [review(12, { showOnMain: true })]);
    const { user } = renderApp('/admin/reviews?productId=3&userId=7&showOnMain=true&sort=rating_asc', { signedIn: true });

    await screen.findByRole('table', { name: 'Отзывы' });
    expect(requests[0]).toEqual({ limit: 20, offset: 0, productId: 3, userId: 7, showOnMain: true, sort: 'rating_asc' });
    const sort = screen.getByLabelText('Сортировка');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Новые',
      'Больше лайков',
      'Полезные',
      'Сначала высокая оценка',
      'Сначала низкая оценка',
      'С ответом',
      'Без ответа',
    ]);
    expect((screen.getByLabelText('ID товара') as HTMLInputElement).value).toBe('3');
    expect((screen.getByRole('checkbox', { name: 'Только на главной' }) as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(sort, 'Без ответа');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, productId: 3, userId: 7, showOnMain: true, sort: 'unanswered' }));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('unanswered');

    await user.click(screen.getByRole('checkbox', { name: 'Только на главной' }));
    await user.clear(screen.getByLabelText('ID автора'));
    await user.tab();
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, productId: 3, sort: 'unanswered' }));
    expect(window.location.search).toBe('?productId=3&sort=unanswered');
  });

  it('saves «На главной» at once with showOnMain and says «Отзыв обновлён»', async () => {
    serveThreads('AdminReviews', [review(12)]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetReviewOnMain', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { saved: { __typename: 'Review', id: 12, showOnMain: true } } });
      }),
    );
    const { user } = renderApp('/admin/reviews', { signedIn: true });

    const onMain = (await screen.findByRole('checkbox', { name: 'Отзыв № 12 на главной' })) as HTMLInputElement;
    expect(onMain.checked).toBe(false);
    await user.click(onMain);

    expect(await screen.findByText('Отзыв обновлён')).toBeTruthy();
    expect(sent).toEqual([{ id: 12, showOnMain: true }]);
    await waitFor(() => expect(onMain.checked).toBe(true));
  });
});

describe('hiding a review', () => {
  it('lists hidden ones marked «Скрыт» and filters by «Показ»', async () => {
    const requests = serveThreads('AdminReviews', [review(12, { published: false }), review(13)]);
    const { user } = renderApp('/admin/reviews', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Отзывы' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Скрыт')).toBeTruthy();
    expect(within(rows[2]).queryByText('Скрыт')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Показ'), 'Скрытые');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ published: false }));
    expect(window.location.search).toBe('?published=false');
  });

  it('hides a review from its page and publishes it again, each with a notice', async () => {
    let published = true;
    const sent: unknown[] = [];
    serveThread('AdminReview', () => review(12, { published }));
    server.use(
      graphql.mutation('AdminSetReviewPublished', ({ variables }) => {
        sent.push(variables);
        published = variables.published as boolean;
        return HttpResponse.json({ data: { saved: { __typename: 'Review', id: 12, published } } });
      }),
    );
    const { user } = renderApp('/admin/reviews/12', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Скрыть' }));
    expect(await screen.findByText('Отзыв скрыт: его видят только автор и сотрудники')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Опубликовать снова' }));
    expect(await screen.findByText('Отзыв снова опубликован')).toBeTruthy();
    expect(sent).toEqual([
      { id: 12, published: false },
      { id: 12, published: true },
    ]);
  });
});

describe('admin review page', () => {
  it('shows the whole text as plain text, the rating, the photos and the comments', async () => {
    const text = '<b>Отличное</b> платье.\nВторая строка.';
    serveThread('AdminReview', () => review(12, { text, images: ['photo-1.png', 'photo-2.png'], comments: [comment('ReviewComment', 31, 'Спасибо за отзыв!')] }));
    renderApp('/admin/reviews/12', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Отзыв № 12' })).toBeTruthy();
    const textPanel = screen.getByRole('region', { name: 'Текст' });
    expect(textPanel.textContent).toContain(text);
    expect(textPanel.querySelector('b')).toBeNull();
    expect(screen.getByText('5 из 5')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Фото 2 из 2' }).getAttribute('src')).toBe('/api/images/photo-2.png');
    expect(screen.getByRole('checkbox', { name: 'Показывать на главной' })).toBeTruthy();
    const comments = screen.getByRole('region', { name: 'Комментарии (1)' });
    expect(within(comments).getByText('Спасибо за отзыв!')).toBeTruthy();
    expect(within(comments).getByText('Администратор')).toBeTruthy();
  });

  it('deletes a comment only after confirmation and says «Комментарий удалён»', async () => {
    let comments = [comment('ReviewComment', 31, 'Спам, купите часы', anna), comment('ReviewComment', 32, 'Спасибо за отзыв!')];
    serveThread('AdminReview', () => review(12, { comments }));
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('AdminDeleteReviewComment', ({ variables }) => {
        deleted.push(variables);
        comments = comments.filter((one) => one.id !== variables.id);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: variables.id } } });
      }),
    );
    const { user } = renderApp('/admin/reviews/12', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить комментарий № 31' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить комментарий «Спам, купите часы»?')).toBeTruthy();
    expect(deleted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Комментарий удалён')).toBeTruthy();
    expect(deleted).toEqual([{ id: 31 }]);
    await waitFor(() => expect(screen.queryByText('Спам, купите часы')).toBeNull());
    expect(screen.getByRole('region', { name: 'Комментарии (1)' })).toBeTruthy();
  });

  it('keeps the comment when the confirmation is cancelled', async () => {
    serveThread('AdminReview', () => review(12, { comments: [comment('ReviewComment', 31, 'Спасибо за отзыв!')] }));
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('AdminDeleteReviewComment', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 31 } } });
      }),
    );
    const { user } = renderApp('/admin/reviews/12', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить комментарий № 31' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Спасибо за отзыв!')).toBeTruthy();
    expect(deleted).toEqual([]);
  });

  it('deletes the review after confirmation and returns to the list', async () => {
    serveThread('AdminReview', () => review(12));
    serveThreads('AdminReviews', []);
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('AdminDeleteReview', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 12 } } });
      }),
    );
    const { user } = renderApp('/admin/reviews/12', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить отзыв' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить отзыв № 12? Комментарии к нему удалятся вместе с ним.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Отзыв удалён')).toBeTruthy();
    expect(deleted).toEqual([{ id: 12 }]);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/reviews'));
  });
});
