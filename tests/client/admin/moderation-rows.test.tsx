import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { question, review, serveThreads } from '../support/discussions';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';

/** Issue 47: reviews and questions are hidden and shown from the list's rows and in bulk, with a «Скрыт» column. */

describe('moderation from the rows of the reviews list', () => {
  it('shows a «Скрыт» column with each row’s state and hides a review from its row', async () => {
    const requests = serveThreads('AdminReviews', [review(12), review(13, { published: false })]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminSetReviewPublished', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { saved: { __typename: 'Review', id: variables.id, published: variables.published } } });
      }),
    );
    const { user } = renderApp('/admin/reviews', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Отзывы' });
    expect(within(table).getByRole('columnheader', { name: 'Скрыт' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Показан')).toBeTruthy();
    expect(within(rows[2]).getByText('Скрыт')).toBeTruthy();
    // a screen reader hears each row's switch by the review it hides, on or off
    expect((within(rows[2]).getByRole('switch', { name: 'Отзыв № 13 скрыт' }) as HTMLInputElement).checked).toBe(true);
    const switchOfTwelve = within(rows[1]).getByRole('switch', { name: 'Отзыв № 12 скрыт' }) as HTMLInputElement;
    expect(switchOfTwelve.checked).toBe(false);

    await user.click(switchOfTwelve);
    expect(await screen.findByText('Отзыв скрыт: его видят только автор и сотрудники')).toBeTruthy();
    expect(sent).toEqual([{ id: 12, published: false }]);
    // the list is asked again, so a list filtered by «Показ» lets the row go
    await waitFor(() => expect(requests.length).toBe(2));
  });

  it('hides the chosen reviews at once and names the ones done and the ones refused', async () => {
    serveThreads('AdminReviews', [review(12), review(13), review(14)]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminBulkReviews', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { result: { __typename: 'ThreadBulkResult', done: [12], failed: [{ __typename: 'ThreadBulkFailure', id: 14, message: 'Отзыв не найден' }] } } });
      }),
    );
    const { user } = renderApp('/admin/reviews', { signedIn: true });

    await screen.findByRole('table', { name: 'Отзывы' });
    await user.click(screen.getByLabelText('Выбрать «Отзыв № 12»'));
    await user.click(screen.getByLabelText('Выбрать «Отзыв № 14»'));
    const bar = screen.getByRole('region', { name: 'Выбранные отзывы' });
    expect(within(bar).getByText('Выбрано: 2')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Скрыть выбранные' }));

    expect(await screen.findByText('Скрыты: Отзыв № 12')).toBeTruthy();
    const report = await screen.findByRole('alert', { name: 'Не изменены' });
    expect(within(report).getByText('Не удалось скрыть: 1')).toBeTruthy();
    expect(within(report).getByText('Отзыв № 14: Отзыв не найден')).toBeTruthy();
    expect(sent).toEqual([{ ids: [12, 14], action: 'hide' }]);
    // the refused one stays chosen for another try
    expect(within(screen.getByRole('region', { name: 'Выбранные отзывы' })).getByText('Выбрано: 1')).toBeTruthy();
  });
});

describe('moderation from the rows of the questions list', () => {
  it('shows the chosen questions at once, page by page ticked with «Выбрать все на странице»', async () => {
    serveThreads('AdminQuestions', [question(8, { published: false }), question(9, { published: false })]);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminBulkQuestions', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { result: { __typename: 'ThreadBulkResult', done: [8, 9], failed: [] } } });
      }),
    );
    const { user } = renderApp('/admin/questions', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Вопросы' });
    expect(within(within(table).getAllByRole('row')[1]).getByText('Скрыт')).toBeTruthy();
    await user.click(screen.getByLabelText('Выбрать все на странице'));
    await user.click(screen.getByRole('button', { name: 'Показать выбранные' }));

    expect(await screen.findByText('Показаны: Вопрос № 8, Вопрос № 9')).toBeTruthy();
    expect(sent).toEqual([{ ids: [8, 9], action: 'show' }]);
    expect(screen.queryByRole('alert', { name: 'Не изменены' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Выбранные вопросы' })).toBeNull());
  });

  it('says why when the server refuses the whole request, and keeps the questions chosen', async () => {
    serveThreads('AdminQuestions', [question(8)]);
    server.use(graphql.mutation('AdminBulkQuestions', () => graphQLError(403, 'FORBIDDEN', 'У Вас недостаточно прав.')));
    const { user } = renderApp('/admin/questions', { signedIn: true });

    await screen.findByRole('table', { name: 'Вопросы' });
    await user.click(screen.getByLabelText('Выбрать «Вопрос № 8»'));
    await user.click(screen.getByRole('button', { name: 'Скрыть выбранные' }));

    expect(await screen.findByText('У Вас недостаточно прав.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Выбранные вопросы' })).getByText('Выбрано: 1')).toBeTruthy();
  });
});
