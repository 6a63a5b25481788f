import { useMutation, useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminCampaignDocument, UpdateCampaignDocument } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage, errorCode } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { recordToValues } from '../../dictionaries/form-values';
import { DictionaryFormScreen } from '../../dictionaries/views/DictionaryFormView';
import { useNewsOptions } from '../../news/use-news-options';
import { usePromotionOptions } from '../../promotions/use-promotion-options';
import { campaignsDictionary } from '../campaigns.dictionary';
import { CampaignButtons } from '../components/CampaignButtons';
import { CampaignLetter } from '../components/CampaignLetter';
import { SentCampaign } from '../components/SentCampaign';
import { useCampaignActions } from './use-campaign-actions';
import { useCampaignLetter } from './use-campaign-letter';
import { useProgressPolling } from './use-progress-polling';

const { texts, urls, fields } = campaignsDictionary;
const back = { to: urls.list, label: texts.title };

/** Sending and «Отправить себе» take the saved campaign: changes still on the form are not in the letter. */
const SAVE_FIRST = 'Сначала сохраните изменения: отправляется сохранённая рассылка';

/**
 * `/admin/campaigns/:id`: a draft on the form, with «Отправить подписчикам»; a campaign sent (or
 * being sent) read-only with its progress, asked again every 5 s while it goes, and «Отправить
 * новым подписчикам». Below either, the letter as the subscribers get it; «Отправить себе» and
 * «Удалить» on both.
 */
export function CampaignView() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const query = useQuery(AdminCampaignDocument, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const { data, loading, error, refetch } = query;
  const [update, { loading: saving }] = useMutation(UpdateCampaignDocument);
  const actions = useCampaignActions(() => navigate(urls.list));
  const letter = useCampaignLetter(id, !validId);
  const news = useNewsOptions();
  const promotions = usePromotionOptions();

  useProgressPolling(data?.record.status === 'sending', query);

  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) {
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

  const buttons = (unsaved: boolean) => (
    <CampaignButtons
      status={campaign.status}
      onSend={() => (unsaved ? notifyError(SAVE_FIRST) : actions.askSend(campaign))}
      onSendToMe={() => (unsaved ? notifyError(SAVE_FIRST) : void letter.sendToMe())}
      sendingToMe={letter.sendingToMe}
      onDelete={() => actions.askDelete(campaign)}
    />
  );
  const preview = <CampaignLetter letter={letter.letter} error={letter.error} />;

  return (
    <Stack gap="8">
      {campaign.status === 'draft' ? (
        <DictionaryFormScreen
          key={campaign.id}
          dictionary={campaignsDictionary}
          title={`${texts.editTitle} «${campaign.subject}»`}
          initialValues={recordToValues(fields, campaign)}
          recordId={campaign.id}
          saving={saving}
          successNotice={texts.updated}
          save={async (input) => {
            const savedId = (await update({ variables: { id, input } })).data?.saved.id;
            letter.refetch();
            return savedId;
          }}
          actions={buttons}
        />
      ) : (
        <SentCampaign
          campaign={campaign}
          newsTitle={news.options.find((option) => option.value === String(campaign.newsId))?.label}
          promotionName={promotions.options.find((option) => option.value === String(campaign.promotionId))?.label}
          back={back}
          actions={buttons(false)}
          letter={preview}
        />
      )}
      {campaign.status === 'draft' && preview}
      <ConfirmDeleteDialog {...actions.sendDialog} />
      <ConfirmDeleteDialog {...actions.deleteDialog} />
    </Stack>
  );
}
