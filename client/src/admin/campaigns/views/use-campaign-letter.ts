import { useMutation, useQuery } from '@apollo/client/react';
import { AdminCampaignPreviewDocument, SendCampaignToMeDocument } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';

/**
 * A campaign's letter as the server builds it for the subscribers (addressed to the signed-in staff
 * member), asked again after the draft is saved, and «Отправить себе», which says where it went.
 */
export function useCampaignLetter(id: number, skip: boolean) {
  const preview = useQuery(AdminCampaignPreviewDocument, { variables: { id }, skip, fetchPolicy: 'network-only' });
  const [sendToMe, { loading: sendingToMe }] = useMutation(SendCampaignToMeDocument);

  return {
    letter: preview.data?.preview,
    loading: preview.loading,
    error: preview.error ? errorMessage(preview.error) : undefined,
    refetch: () => void preview.refetch(),
    sendingToMe,
    sendToMe: async () => {
      try {
        const { data } = await sendToMe({ variables: { id } });
        notifySuccess(`Письмо отправлено на ${data!.sent.email}`);
      } catch (failure) {
        notifyError(errorMessage(failure));
      }
    },
  };
}
