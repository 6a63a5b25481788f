import { graphql, HttpResponse } from 'msw';
import { server } from '../support/server';

export const campaign = (id: number, subject: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Campaign',
  id,
  name: subject,
  subject,
  text: 'Скидки до 50% на зимние куртки.\n\nТолько до воскресенья.',
  newsId: null,
  promotionId: null,
  status: 'draft',
  total: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  createdAt: '2026-11-26T21:30:00.000Z',
  startedAt: null,
  ...overrides,
});

export type Campaign = ReturnType<typeof campaign>;

/** The letter a campaign's preview answers: as the server builds it for the signed-in admin. */
export const letterOf = (subject: string, paragraph = 'Скидки до 50% на зимние куртки.') => ({
  __typename: 'CampaignLetter',
  to: 'admin@shop.local',
  subject,
  html: `<!DOCTYPE html><html lang="ru"><body><p>Здравствуйте!</p><p>${paragraph}</p><a href="http://shop.test/unsubscribe/00000000-0000-0000-0000-000000000000">Отписаться</a></body></html>`,
  text: `Здравствуйте!\n\n${paragraph}\n\nОтписаться: http://shop.test/unsubscribe/00000000-0000-0000-0000-000000000000`,
});

/**
 * One campaign's page answers with `record()` and its letter with `letter()` (by default the
 * record's subject); the news to choose from are one post, the promotions one code. Records how
 * often the letter was asked for.
 */
export function serveCampaign(record: () => Campaign, letter = () => letterOf(record().subject)) {
  const previews: unknown[] = [];
  server.use(
    graphql.query('AdminCampaign', () => HttpResponse.json({ data: { record: record() } })),
    graphql.query('AdminCampaignPreview', ({ variables }) => {
      previews.push(variables);
      return HttpResponse.json({ data: { preview: letter() } });
    }),
    graphql.query('AdminNewsOptions', () =>
      HttpResponse.json({ data: { options: { __typename: 'NewsPostList', rows: [{ __typename: 'NewsPost', id: 12, title: 'Летняя распродажа' }] } } }),
    ),
    graphql.query('AdminPromotionOptions', () =>
      HttpResponse.json({ data: { options: { __typename: 'PromotionList', rows: [{ __typename: 'Promotion', id: 7, name: 'Лето −20 %', code: 'SUMMER20' }] } } }),
    ),
  );
  return previews;
}
