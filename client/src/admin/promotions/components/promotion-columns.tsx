import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminPromotionFragment } from '../../../generated/admin/graphql';
import { formatPrice } from '../../../shared/format/format';
import type { Column } from '../../dictionaries/dictionary';
import { benefitText, periodText, promotionState, usageText } from '../promotion-words';
import { PromotionStateBadge } from './PromotionStateBadge';

/** The list's columns, every figure in words; the state as of `now`. */
export const promotionColumns = (now: number): Column<AdminPromotionFragment>[] => [
  { header: 'Название', cell: (promotion) => promotion.name },
  { header: 'Промокод', cell: (promotion) => promotion.code ?? <Text color="fg.muted">Автоматически</Text> },
  {
    header: 'Скидка',
    cell: (promotion) => (
      <Stack gap="0">
        <Text>{benefitText(promotion)}</Text>
        {promotion.minOrderAmount !== null && (
          <Text fontSize="xs" color="fg.muted">
            на заказ от {formatPrice(promotion.minOrderAmount)}
          </Text>
        )}
      </Stack>
    ),
  },
  { header: 'Срок', cell: periodText },
  { header: 'Заказов', cell: usageText },
  { header: 'Дала скидки', cell: (promotion) => formatPrice(promotion.discountTotal) },
  { header: 'Состояние', cell: (promotion) => <PromotionStateBadge state={promotionState(promotion, now)} /> },
];
