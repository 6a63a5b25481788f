import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';
import { graphQLError, server } from '../support/server';
import { campaign, letterOf, serveCampaign } from './campaign-fixtures';

/** `sendCampaignToMe` records the ids and answers the signed-in admin's email. */
function serveSendingToMe() {
  const asked: unknown[] = [];
  server.use(
    graphql.mutation('SendCampaignToMe', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { sent: { __typename: 'CampaignTestLetter', email: 'admin@shop.local' } } });
    }),
  );
  return asked;
}

/** The letter's frame: the server's HTML, drawn without running anything. */
async function letterFrame(subject: string) {
  const letter = await screen.findByRole('region', { name: 'Письмо' });
  const frame = (await within(letter).findByTitle(`Письмо «${subject}»`)) as HTMLIFrameElement;
  return { letter, frame };
}

describe('admin campaign letter', () => {
  it('shows a draft’s letter as the server sends it: subject, greeting, text and the unsubscribe footer, addressed to the manager', async () => {
    serveCampaign(() => campaign(1, 'Зимние скидки'));
    renderApp('/admin/campaigns/1', { signedIn: true });

    const { letter, frame } = await letterFrame('Зимние скидки');
    expect(within(letter).getByText('Зимние скидки').tagName).toBe('STRONG');
    expect(within(letter).getByText(/адресовано вам \(admin@shop\.local\)/)).toBeTruthy();
    expect(frame.getAttribute('srcdoc')).toBe(letterOf('Зимние скидки').html);
    expect(frame.getAttribute('sandbox')).toBe('');
  });

  it('shows a sent campaign’s letter the same way', async () => {
    serveCampaign(() => campaign(2, 'Новая коллекция', { status: 'sent', total: 5, queued: 5, sent: 5, startedAt: '2026-11-20T09:00:00.000Z' }));
    renderApp('/admin/campaigns/2', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Рассылка «Новая коллекция»' })).toBeTruthy();
    const { frame } = await letterFrame('Новая коллекция');
    expect(frame.getAttribute('srcdoc')).toContain('Отписаться');
  });

  it('asks for the letter again once the draft is saved, so it shows what was saved', async () => {
    let saved = campaign(1, 'Зимние скидки');
    const previews = serveCampaign(() => saved);
    server.use(
      graphql.mutation('UpdateCampaign', ({ variables }) => {
        saved = campaign(1, (variables.input as { subject: string }).subject);
        return HttpResponse.json({ data: { saved } });
      }),
    );
    const { user } = renderApp('/admin/campaigns/1', { signedIn: true });

    await letterFrame('Зимние скидки');
    const subject = screen.getByLabelText(/Тема/);
    await user.clear(subject);
    await user.type(subject, 'Скидки до пятницы');
    await user.click(screen.getByRole('button', { name: 'Сохранить и остаться' }));

    await letterFrame('Скидки до пятницы');
    expect(previews).toEqual([{ id: 1 }, { id: 1 }]);
  });

  it('«Отправить себе» sends a draft’s letter to the manager at once, with no confirmation, and says where it went', async () => {
    serveCampaign(() => campaign(1, 'Зимние скидки'));
    const asked = serveSendingToMe();
    const { user } = renderApp('/admin/campaigns/1', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Отправить себе' }));
    expect(await screen.findByText('Письмо отправлено на admin@shop.local')).toBeTruthy();
    expect(asked).toEqual([{ id: 1 }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('«Отправить себе» stays on a campaign that is being sent', async () => {
    serveCampaign(() => campaign(3, 'Чёрная пятница', { status: 'sending', total: 10, queued: 6, sent: 4, startedAt: '2026-11-27T07:00:00.000Z' }));
    const asked = serveSendingToMe();
    const { user } = renderApp('/admin/campaigns/3', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Отправить себе' }));
    expect(await screen.findByText('Письмо отправлено на admin@shop.local')).toBeTruthy();
    expect(asked).toEqual([{ id: 3 }]);
  });

  it('does not send a draft with unsaved changes to the manager: it asks to save them first', async () => {
    serveCampaign(() => campaign(1, 'Зимние скидки'));
    const asked = serveSendingToMe();
    const { user } = renderApp('/admin/campaigns/1', { signedIn: true });

    await user.type(await screen.findByLabelText(/Тема/), '!');
    await user.click(screen.getByRole('button', { name: 'Отправить себе' }));

    expect(await screen.findByText('Сначала сохраните изменения: отправляется сохранённая рассылка')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it("tells the server's reason when the letter could not be sent", async () => {
    serveCampaign(() => campaign(1, 'Зимние скидки'));
    server.use(graphql.mutation('SendCampaignToMe', () => graphQLError(404, 'NOT_FOUND', 'Запись не найдена.')));
    const { user } = renderApp('/admin/campaigns/1', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Отправить себе' }));
    await waitFor(() => expect(screen.getByText('Запись не найдена.')).toBeTruthy());
    expect(screen.queryByText(/Письмо отправлено/)).toBeNull();
  });
});
