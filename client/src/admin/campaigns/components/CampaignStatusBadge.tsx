import { Badge } from '@chakra-ui/react/badge';
import type { CampaignStatus } from '../../../generated/admin/graphql';

const labels: Record<CampaignStatus, string> = { draft: 'Черновик', sending: 'Отправляется', sent: 'Отправлена' };
const colors: Record<CampaignStatus, string> = { draft: 'gray', sending: 'orange', sent: 'green' };

/** «Черновик», «Отправляется» or «Отправлена». */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge colorPalette={colors[status]}>{labels[status]}</Badge>;
}
