import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteCampaignDocument, SendCampaignDocument, type AdminCampaignFragment } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import type { ConfirmDeleteDialogProps } from '../../dictionaries/components/ConfirmDeleteDialog';
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
  const [send, { loading: sending }] = useMutation(SendCampaignDocument);
  const [remove, { loading: deleting }] = useMutation(DeleteCampaignDocument);
  const [asked, setAsked] = useState<{ action: 'send' | 'delete'; campaign: Campaign } | null>(null);

  const confirm = async () => {
    if (!asked) return;
    const { id } = asked.campaign;
    try {
      if (asked.action === 'send') {
        await send({ variables: { id } });
        notifySuccess('Рассылка отправляется');
      } else {
        await remove({ variables: { id } });
        notifySuccess(campaignsDictionary.texts.deleted);
        await onDeleted();
      }
    } catch (failure) {
      notifyError(errorMessage(failure));
    } finally {
      setAsked(null);
    }
  };

  const asking = (action: 'send' | 'delete') => (asked?.action === action ? asked.campaign : null);
  const toSend = asking('send');
  const toDelete = asking('delete');
  const answers = { onConfirm: () => void confirm(), onCancel: () => setAsked(null) };
  const sendDialog: ConfirmDeleteDialogProps = {
    ...answers,
    open: toSend !== null,
    title: 'Отправка рассылки',
    question: toSend ? sendQuestion(toSend) : '',
    confirmLabel: 'Отправить',
    busyLabel: 'Отправка…',
    deleting: sending,
  };
  const deleteDialog: ConfirmDeleteDialogProps = { ...answers, open: toDelete !== null, question: toDelete ? campaignsDictionary.texts.deleteQuestion(toDelete.subject) : '', deleting };

  return {
    askSend: (campaign: Campaign) => setAsked({ action: 'send', campaign }),
    askDelete: (campaign: Campaign) => setAsked({ action: 'delete', campaign }),
    sendDialog,
    deleteDialog,
  };
}
