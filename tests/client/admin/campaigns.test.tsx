import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';
import { campaign, serveCampaign, type Campaign } from './campaign-fixtures';

/** The list answers with `rows()` at each request and records the variables. */
function serveCampaigns(rows: () => Campaign[]) {
  const requests: Record<string, unknown>[] = [];
  server.use(
    graphql.query('AdminCampaigns', ({ variables }) => {
      requests.push(variables);
      const page = rows();
      return HttpResponse.json({ data: { list: { __typename: 'CampaignList', rows: page, length: page.length } } });
    }),
  );
  return requests;
}

/** `sendCampaign` records the ids and answers `answer(id)`. */
function serveSending(answer: (id: number) => Campaign) {
  const sent: unknown[] = [];
  server.use(
    graphql.mutation('SendCampaign', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { campaign: answer(variables.id as number) } });
    }),
  );
  return sent;
}

const blackFriday = campaign(3, 'Чёрная пятница', { status: 'sending', total: 10, queued: 6, sent: 4, failed: 1, startedAt: '2026-11-27T07:00:00.000Z' });

describe('admin campaigns list', () => {
  it('opens from the side menu and shows the campaigns newest first with their status in words, the progress and the dates in Moscow time', async () => {
    const requests = serveCampaigns(() => [
      blackFriday,
      campaign(2, 'Новая коллекция', { status: 'sent', total: 5, queued: 5, sent: 5, startedAt: '2026-11-20T09:00:00.000Z' }),
      campaign(1, 'Зимние скидки'),
    ]);
    const { user } = renderApp('/admin/dashboard', { signedIn: true });

    const menu = await screen.findByRole('navigation', { name: 'Разделы панели управления' });
    await user.click(within(menu).getByRole('link', { name: 'Рассылки' }));
    const [, sending, sent, draft] = within(await screen.findByRole('table', { name: 'Рассылки' })).getAllByRole('row');
    expect(window.location.pathname).toBe('/admin/campaigns');
    expect(requests[0]).toEqual({ limit: 20, offset: 0 });

    expect(within(sending).getByText('Чёрная пятница')).toBeTruthy();
    expect(within(sending).getByText('Отправляется')).toBeTruthy();
    const bar = within(sending).getByRole('progressbar', { name: 'отправлено 4 из 10' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['4', '10']);
    expect(within(sending).getByText('не удалось: 1')).toBeTruthy();
    expect(within(sending).getByText('27.11.2026, 00:30')).toBeTruthy();
    expect(within(sending).getByText('27.11.2026, 10:00')).toBeTruthy();

    expect(within(sent).getByText('Отправлена')).toBeTruthy();
    expect(within(sent).getByRole('progressbar', { name: 'отправлено 5 из 5' })).toBeTruthy();
    expect(within(sent).queryByText(/не удалось/)).toBeNull();
    expect(within(sent).getByRole('link', { name: 'Открыть «Новая коллекция»' }).getAttribute('href')).toBe('/admin/campaigns/2');

    expect(within(draft).getByText('Черновик')).toBeTruthy();
    expect(within(draft).queryByRole('progressbar')).toBeNull();
    expect(within(draft).getByRole('link', { name: 'Изменить «Зимние скидки»' }).getAttribute('href')).toBe('/admin/campaigns/1');
    expect(screen.getByRole('link', { name: 'Новая рассылка' }).getAttribute('href')).toBe('/admin/campaigns/create');
  });

  it('asks for the list again every 5 s while a campaign is being sent, so the progress moves', async () => {
    let progress = blackFriday;
    const requests = serveCampaigns(() => [progress]);
    renderApp('/admin/campaigns', { signedIn: true });

    expect(await screen.findByRole('progressbar', { name: 'отправлено 4 из 10' })).toBeTruthy();
    progress = { ...blackFriday, sent: 8 };
    expect(await screen.findByRole('progressbar', { name: 'отправлено 8 из 10' }, { timeout: 8000 })).toBeTruthy();
    expect(requests.length).toBe(2);
  });

  it('deletes a campaign after confirmation and says «Рассылка удалена»', async () => {
    serveCampaigns(() => [campaign(1, 'Зимние скидки')]);
    const deleted: unknown[] = [];
    server.use(
      graphql.mutation('DeleteCampaign', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deleted: { __typename: 'Deleted', id: 1 } } });
      }),
    );
    const { user } = renderApp('/admin/campaigns', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Удалить «Зимние скидки»' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Удалить рассылку «Зимние скидки»?')).toBeTruthy();
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByText('Рассылка удалена')).toBeTruthy();
    expect(deleted).toEqual([{ id: 1 }]);
  });
});

describe('admin campaign form', () => {
  it('writes a new campaign with subject, text, news and the promotion it announces, and saves it as a draft', async () => {
    serveCampaigns(() => []);
    serveCampaign(() => campaign(4, 'Лишняя'));
    let input: unknown;
    server.use(
      graphql.mutation('CreateCampaign', ({ variables }) => {
        input = variables.input;
        return HttpResponse.json({ data: { saved: campaign(4, 'Летняя распродажа', { newsId: 12 }) } });
      }),
    );
    const { user } = renderApp('/admin/campaigns/create', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Новая рассылка' })).toBeTruthy();
    await user.type(screen.getByLabelText(/Тема/), ' Летняя распродажа ');
    await user.type(screen.getByLabelText(/Текст/), 'Скидки до 50%.{Enter}{Enter}Только до воскресенья.');
    expect(screen.getByText('Абзацы разделяются пустой строкой.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Летняя распродажа' });
    await user.selectOptions(screen.getByLabelText('Новость'), 'Летняя распродажа');
    await screen.findByRole('option', { name: 'Лето −20 % (SUMMER20)' });
    await user.selectOptions(screen.getByLabelText('Акция'), 'Лето −20 % (SUMMER20)');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Черновик рассылки сохранён')).toBeTruthy();
    expect(input).toEqual({ subject: 'Летняя распродажа', text: 'Скидки до 50%.\n\nТолько до воскресенья.', newsId: 12, promotionId: 7 });
    await waitFor(() => expect(window.location.pathname).toBe('/admin/campaigns'));
  });

  it("shows the server's reason under its field", async () => {
    serveCampaign(() => campaign(4, 'Лишняя'));
    server.use(graphql.mutation('CreateCampaign', () => graphQLError(400, 'VALIDATION', 'Отправлены неверные данные.', { newsId: 'Новость не найдена' })));
    const { user } = renderApp('/admin/campaigns/create', { signedIn: true });

    await user.type(await screen.findByLabelText(/Тема/), 'Летняя распродажа');
    await user.type(screen.getByLabelText(/Текст/), 'Скидки до 50%.');
    await screen.findByRole('option', { name: 'Летняя распродажа' });
    await user.selectOptions(screen.getByLabelText('Новость'), 'Летняя распродажа');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const news = screen.getByLabelText('Новость');
    await waitFor(() => expect(news.getAttribute('aria-invalid')).toBe('true'));
    expect(within(news.closest<HTMLElement>('[role="group"]')!).getByText('Новость не найдена')).toBeTruthy();
    expect(await screen.findByText('Отправлены неверные данные.')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/campaigns/create');
  });
});

describe('admin campaign page', () => {
  it('«Отправить подписчикам» asks for confirmation, sends the draft, says «Рассылка отправляется» and shows the progress', async () => {
    let record = campaign(1, 'Зимние скидки');
    serveCampaign(() => record);
    const sent = serveSending((id) => {
      record = campaign(id, 'Зимние скидки', { status: 'sending', total: 10, startedAt: '2026-11-27T07:00:00.000Z' });
      return record;
    });
    const { user } = renderApp('/admin/campaigns/1', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Изменение рассылки «Зимние скидки»' })).toBeTruthy();
    expect((screen.getByLabelText(/Тема/) as HTMLInputElement).value).toBe('Зимние скидки');
    await user.click(screen.getByRole('button', { name: 'Отправить подписчикам' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Отправить рассылку «Зимние скидки» всем подписчикам?')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Рассылка отправляется')).toBeTruthy();
    expect(sent).toEqual([{ id: 1 }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Рассылка «Зимние скидки»' })).toBeTruthy();
    expect(screen.getByText('Отправляется')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'отправлено 0 из 10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Отправить.*подписчикам/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Отправить себе' })).toBeTruthy();
  });

  it('does not send a draft with unsaved changes: it asks to save them first', async () => {
    serveCampaign(() => campaign(1, 'Зимние скидки'));
    const sent = serveSending((id) => campaign(id, 'Зимние скидки', { status: 'sending' }));
    const { user } = renderApp('/admin/campaigns/1', { signedIn: true });

    await user.type(await screen.findByLabelText(/Тема/), '!');
    await user.click(screen.getByRole('button', { name: 'Отправить подписчикам' }));

    expect(await screen.findByText('Сначала сохраните изменения: отправляется сохранённая рассылка')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('keeps a sent campaign from being edited: read-only with the progress and what it leads to, and «Отправить новым подписчикам» for those who subscribed since', async () => {
    const record = campaign(2, 'Новая коллекция', { status: 'sent', newsId: 12, total: 5, queued: 5, sent: 4, failed: 1, startedAt: '2026-11-20T09:00:00.000Z' });
    serveCampaign(() => record);
    const sent = serveSending(() => record);
    const { user } = renderApp('/admin/campaigns/2', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Рассылка «Новая коллекция»' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(await screen.findByText('Новость: Летняя распродажа')).toBeTruthy();
    expect(screen.getByText('Отправлена')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'отправлено 4 из 5' })).toBeTruthy();
    expect(screen.getByText('не удалось: 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Отправить новым подписчикам' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/тем, кто подписался после прошлой отправки/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Рассылка отправляется')).toBeTruthy();
    expect(sent).toEqual([{ id: 2 }]);
  });
});
