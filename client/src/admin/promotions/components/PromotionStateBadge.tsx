import { Badge } from '@chakra-ui/react/badge';
import { stateLabels, type PromotionState } from '../promotion-words';

const colors: Record<PromotionState, string> = { on: 'green', off: 'gray', over: 'orange', ahead: 'blue' };

/** «Действует», «Выключена», «Закончилась» or «Ещё не началась». */
export function PromotionStateBadge({ state }: { state: PromotionState }) {
  return <Badge colorPalette={colors[state]}>{stateLabels[state]}</Badge>;
}
