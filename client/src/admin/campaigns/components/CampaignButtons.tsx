import { Button } from '@chakra-ui/react/button';
import type { CampaignStatus } from '../../../generated/admin/graphql';

export interface CampaignButtonsProps {
  status: CampaignStatus;
  onSend: () => void;
  onSendToMe: () => void;
  sendingToMe: boolean;
  onDelete: () => void;
}

/**
 * The buttons of a campaign's page: a draft is sent to every subscriber, a sent one to those who
 * subscribed since; none while the sending goes on. «Отправить себе» and «Удалить» always.
 */
export function CampaignButtons({ status, onSend, onSendToMe, sendingToMe, onDelete }: CampaignButtonsProps) {
  return (
    <>
      {status !== 'sending' && <Button onClick={onSend}>{status === 'draft' ? 'Отправить подписчикам' : 'Отправить новым подписчикам'}</Button>}
      <Button variant="outline" onClick={onSendToMe} loading={sendingToMe} loadingText="Отправка…">
        Отправить себе
      </Button>
      <Button variant="outline" colorPalette="red" onClick={onDelete}>
        Удалить
      </Button>
    </>
  );
}
