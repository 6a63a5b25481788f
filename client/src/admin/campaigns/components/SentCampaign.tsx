import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import type { AdminCampaignFragment } from '../../../generated/admin/graphql';
import { formatDateTime } from '../../../shared/format/format';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { CampaignProgress } from './CampaignProgress';
import { CampaignStatusBadge } from './CampaignStatusBadge';

export interface SentCampaignProps {
  campaign: AdminCampaignFragment;
  /** The title of the news the letter leads to; none without one. */
  newsTitle?: string;
  /** The promotion the letter announces; none without one. */
  promotionName?: string;
  back: { to: string; label: string };
  /** The buttons beside the heading. */
  actions: ReactNode;
  /** The letter as it was sent. */
  letter: ReactNode;
}

/** A campaign that has gone out (or is going): how far the sending has come, what it leads to, and the letter as it was sent, no longer editable. */
export function SentCampaign({ campaign, newsTitle, promotionName, back, actions, letter }: SentCampaignProps) {
  return (
    <Stack gap="6" maxW="2xl">
      <ListHeading title={`Рассылка «${campaign.subject}»`} back={back} actions={actions} />
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <CampaignStatusBadge status={campaign.status} />
          <Text color="fg.muted">
            Создана {formatDateTime(campaign.createdAt)}
            {campaign.startedAt && `, отправлена ${formatDateTime(campaign.startedAt)}`}
          </Text>
        </HStack>
        <CampaignProgress sent={campaign.sent} total={campaign.total} failed={campaign.failed} />
        {newsTitle && <Text color="fg.muted">Новость: {newsTitle}</Text>}
        {promotionName && <Text color="fg.muted">Акция: {promotionName}</Text>}
      </Stack>
      {letter}
    </Stack>
  );
}
