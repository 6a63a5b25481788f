import { AdminCampaignDocument, AdminCampaignsDocument, CreateCampaignDocument, DeleteCampaignDocument, UpdateCampaignDocument } from '../../generated/admin/graphql';
import { formatDateTime } from '../../shared/format/format';
import { defineDictionary } from '../dictionaries/dictionary';
import { useNewsOptions } from '../news/use-news-options';
import { usePromotionOptions } from '../promotions/use-promotion-options';
import { CampaignProgress } from './components/CampaignProgress';
import { CampaignStatusBadge } from './components/CampaignStatusBadge';
import { campaignUrls } from './urls';

/**
 * Newsletters to the subscribers (CONTRACT §15), newest first: written as drafts on the dictionary
 * form, then sent from their own page, which follows the sending.
 */
export const campaignsDictionary = defineDictionary({
  key: 'campaigns',
  urls: campaignUrls,
  texts: {
    title: 'Рассылки',
    createTitle: 'Новая рассылка',
    editTitle: 'Изменение рассылки',
    addButton: 'Новая рассылка',
    empty: 'Рассылок пока нет.',
    deleteQuestion: (subject) => `Удалить рассылку «${subject}»?`,
    created: 'Черновик рассылки сохранён',
    updated: 'Черновик рассылки сохранён',
    deleted: 'Рассылка удалена',
  },
  columns: [
    { header: 'Тема', cell: (campaign) => campaign.subject },
    { header: 'Статус', cell: (campaign) => <CampaignStatusBadge status={campaign.status} /> },
    { header: 'Ход отправки', cell: (campaign) => (campaign.status === 'draft' ? '—' : <CampaignProgress sent={campaign.sent} total={campaign.total} failed={campaign.failed} />) },
    { header: 'Дата создания', cell: (campaign) => formatDateTime(campaign.createdAt) },
    { header: 'Дата отправки', cell: (campaign) => (campaign.startedAt ? formatDateTime(campaign.startedAt) : '—') },
  ],
  fields: [
    { kind: 'text', name: 'subject', label: 'Тема', required: true, whenEmpty: 'omit' },
    { kind: 'textarea', name: 'text', label: 'Текст', required: true, whenEmpty: 'omit', helper: 'Абзацы разделяются пустой строкой.' },
    {
      kind: 'select',
      name: 'newsId',
      recordKey: 'newsId',
      label: 'Новость',
      emptyLabel: 'Без новости',
      helper: 'Письмо закончится ссылкой на неё.',
      useOptions: useNewsOptions,
    },
    {
      kind: 'select',
      name: 'promotionId',
      recordKey: 'promotionId',
      label: 'Акция',
      emptyLabel: 'Без акции',
      helper: 'В письмо попадут её промокод и срок действия.',
      useOptions: usePromotionOptions,
    },
  ],
  documents: {
    list: AdminCampaignsDocument,
    one: AdminCampaignDocument,
    create: CreateCampaignDocument,
    update: UpdateCampaignDocument,
    remove: DeleteCampaignDocument,
  },
});
