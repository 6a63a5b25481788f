import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export interface CampaignProgressProps {
  /** Letters sent, and to how many subscribers in all. */
  sent: number;
  total: number;
  /** Letters the mail server refused for good. */
  failed: number;
}

/** How far a campaign has gone: «отправлено N из M» over a bar, and «не удалось: K» when some letters could not be sent. */
export function CampaignProgress({ sent, total, failed }: CampaignProgressProps) {
  const words = `отправлено ${sent} из ${total}`;
  return (
    <Stack gap="1" minW="40">
      <Text fontSize="sm">{words}</Text>
      <Progress.Root value={sent} max={Math.max(total, 1)} size="sm">
        <Progress.Track aria-label={words}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {failed > 0 && (
        <Text fontSize="sm" color="fg.error">
          не удалось: {failed}
        </Text>
      )}
    </Stack>
  );
}
