import { useMutation } from '@apollo/client/react';
import { DeleteCampaignDocument, SendCampaignDocument, type AdminCampaignFragment } from '../../../generated/admin/graphql';
import type { ConfirmDeleteDialogProps } from '../../dictionaries/components/ConfirmDeleteDialog';
import { useConfirmedDelete } from '../../forms/use-confirmed-delete';
import { campaignsDictionary } from '../campaigns.dictionary';

type Campaign = Pick<AdminCampaignFragment, 'id' | 'subject' | 'status'>;

/** What the dialog asks before sending: a draft goes to every subscriber, a sent campaign to those who subscribed since. */
const sendQuestion = (campaign: Campaign) =>
  campaign.status === 'draft'
    ? `Отправить рассылку «${campaign.subject}» всем подписчикам?`
    : `Отправить рассылку «${campaign.subject}» тем, кто подписался после прошлой отправки? Остальные её уже получили.`;

/**
 * «Отправить подписчикам» and «Удалить» of a campaign, each after its confirmation in its dialog:
 * a sent campaign says «Рассылка отправляется» (its page then follows the progress), a deleted one
 * «Рассылка удалена», then `onDeleted`.
 */
export function useCampaignActions(onDeleted: () => unknown) {
  const [send] = useMutation(SendCampaignDocument);
  const [remove] = useMutation(DeleteCampaignDocument);
  const sending = useConfirmedDelete<Campaign>({ remove: (campaign) => send({ variables: { id: campaign.id } }), deleted: 'Рассылка отправляется', question: sendQuestion, onDeleted: () => undefined });
  const deleting = useConfirmedDelete<Campaign>({
    remove: (campaign) => remove({ variables: { id: campaign.id } }),
    deleted: campaignsDictionary.texts.deleted,
    question: (campaign) => campaignsDictionary.texts.deleteQuestion(campaign.subject),
    onDeleted,
  });
  const sendDialog: ConfirmDeleteDialogProps = { ...sending.dialog, title: 'Отправка рассылки', confirmLabel: 'Отправить', busyLabel: 'Отправка…' };
  return { askSend: sending.ask, askDelete: deleting.ask, sendDialog, deleteDialog: deleting.dialog };
}
