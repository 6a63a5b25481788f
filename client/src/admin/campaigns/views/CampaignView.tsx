import { useMutation, useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminCampaignDocument, UpdateCampaignDocument } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage, errorStatus } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { recordToValues } from '../../dictionaries/form-values';
import { DictionaryFormScreen } from '../../dictionaries/views/DictionaryFormView';
import { useNewsOptions } from '../../news/use-news-options';
import { usePromotionOptions } from '../../promotions/use-promotion-options';
import { campaignsDictionary } from '../campaigns.dictionary';
import { CampaignButtons } from '../components/CampaignButtons';
import { SentCampaign } from '../components/SentCampaign';
import { useCampaignActions } from './use-campaign-actions';
import { useProgressPolling } from './use-progress-polling';

const { texts, urls, fields } = campaignsDictionary;
const back = { to: urls.list, label: texts.title };

/**
 * `/admin/campaigns/:id`: a draft on the form, with «Отправить подписчикам»; a campaign sent (or
 * being sent) read-only with its progress, asked again every 5 s while it goes, and «Отправить
 * новым подписчикам». «Удалить» on both.
 */
export function CampaignView() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useQuery(AdminCampaignDocument, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const { data, loading, error, refetch } = query;
  const [update, { loading: saving }] = useMutation(UpdateCampaignDocument);
  const actions = useCampaignActions(() => navigate(urls.list));
  const news = useNewsOptions();
  const promotions = usePromotionOptions();

  useProgressPolling(data?.record.status === 'sending', query);

  if (!validId || (error && errorStatus(error) === 404)) {
    return (
      <Stack gap="3">
        <ListHeading title={texts.title} back={back} />
        <Text>Рассылка не найдена: возможно, её уже удалили.</Text>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const campaign = data.record;

  // What is sent is what is saved: changes still on the form would be lost once it gives way to the progress.
  const buttons = (unsaved: boolean) => (
    <CampaignButtons
      status={campaign.status}
      onSend={() => (unsaved ? notifyError('Сначала сохраните изменения: отправляется сохранённая рассылка') : actions.askSend(campaign))}
      onDelete={() => actions.askDelete(campaign)}
    />
  );

  return (
    <>
      {campaign.status === 'draft' ? (
        <DictionaryFormScreen
          key={campaign.id}
          dictionary={campaignsDictionary}
          title={`${texts.editTitle} «${campaign.subject}»`}
          initialValues={recordToValues(fields, campaign)}
          recordId={campaign.id}
          saving={saving}
          successNotice={texts.updated}
          save={async (input) => (await update({ variables: { id, input } })).data?.saved.id}
          actions={buttons}
        />
      ) : (
        <SentCampaign
          campaign={campaign}
          newsTitle={news.options.find((option) => option.value === String(campaign.newsId))?.label}
          promotionName={promotions.options.find((option) => option.value === String(campaign.promotionId))?.label}
          back={back}
          actions={buttons(false)}
        />
      )}
      <ConfirmDeleteDialog {...actions.sendDialog} />
      <ConfirmDeleteDialog {...actions.deleteDialog} />
    </>
  );
}
