import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { comment, question, serveThread, serveThreads } from '../support/discussions';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';

describe('admin questions list', () => {
  it('puts the unanswered questions first unless another order is chosen, and marks them «Без ответа»', async () => {
    const requests = serveThreads('AdminQuestions', [question(8), question(5, { comments: [comment('QuestionComment', 40, '170 см')] })]);
    const { user } = renderApp('/admin/questions', { signedIn: true });

    const table = await screen.findByRole('table', { name: 'Вопросы' });
    expect(requests[0]).toEqual({ limit: 20, offset: 0, sort: 'unanswered' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Вопрос № 8' }).getAttribute('href')).toBe('/admin/questions/8');
    expect(within(rows[1]).getByText('Какой рост у модели на фото?')).toBeTruthy();
    expect(within(rows[1]).getByText('Без ответа')).toBeTruthy();
    expect(within(rows[2]).queryByText('Без ответа')).toBeNull();
    expect(within(rows[2]).getByText('1')).toBeTruthy();

    const sort = screen.getByLabelText('Сортировка');
    expect(within(sort).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Без ответа',
      'Новые',
      'Больше лайков',
      'Полезные',
      'Больше ответов',
      'Меньше ответов',
      'С ответом',
    ]);
    await user.selectOptions(sort, 'Новые');
    await waitFor(() => expect(requests.at(-1)).toEqual({ limit: 20, offset: 0, sort: 'new' }));
    expect(window.location.search).toBe('?sort=new');
  });
});

describe('admin question page', () => {
  it("posts the shop's answer and shows it under the question", async () => {
    let answers: ReturnType<typeof comment>[] = [];
    serveThread('AdminQuestion', () => question(8, { comments: answers }));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('AdminAnswerQuestion', ({ variables }) => {
        sent.push(variables);
        const answer = comment('QuestionComment', 41, String(variables.text));
        answers = [...answers, answer];
        return HttpResponse.json({ data: { saved: answer } });
      }),
    );
    const { user } = renderApp('/admin/questions/8', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Вопрос № 8' })).toBeTruthy();
    expect(screen.getByText('Ответов пока нет.')).toBeTruthy();
    await user.type(screen.getByLabelText('Ответ магазина'), 'Рост модели 170 см, на ней размер S.');
    await user.click(screen.getByRole('button', { name: 'Ответить' }));

    expect(await screen.findByText('Ответ опубликован')).toBeTruthy();
    expect(sent).toEqual([{ threadId: 8, text: 'Рост модели 170 см, на ней размер S.' }]);
    const answersPanel = await screen.findByRole('region', { name: 'Ответы (1)' });
    expect(within(answersPanel).getByText('Рост модели 170 см, на ней размер S.')).toBeTruthy();
    expect((screen.getByLabelText('Ответ магазина') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's reason under the answer field and keeps the text", async () => {
    serveThread('AdminQuestion', () => question(8));
    server.use(graphql.mutation('AdminAnswerQuestion', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { text: 'Не больше 5000 символов' })));
    const { user } = renderApp('/admin/questions/8', { signedIn: true });

    await user.type(await screen.findByLabelText('Ответ магазина'), 'Слишком длинный ответ');
    await user.click(screen.getByRole('button', { name: 'Ответить' }));

    expect(await screen.findByText('Не больше 5000 символов')).toBeTruthy();
    expect((screen.getByLabelText('Ответ магазина') as HTMLTextAreaElement).value).toBe('Слишком длинный ответ');
  });

  it('says the question is not found when the server answers 404', async () => {
    server.use(graphql.query('AdminQuestion', () => graphQLError(404, 'NOT_FOUND', 'Запрашиваемые данные не найдены.')));
    renderApp('/admin/questions/404', { signedIn: true });

    expect(await screen.findByText('Вопрос не найден: возможно, его уже удалили.')).toBeTruthy();
  });
});
