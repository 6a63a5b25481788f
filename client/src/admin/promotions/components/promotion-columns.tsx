import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminPromotionFragment } from '../../../generated/admin/graphql';
import { formatPrice } from '../../../shared/format/format';
import type { Column } from '../../dictionaries/dictionary';
import { benefitText, periodText, promotionState, usageText } from '../promotion-words';
import { PromotionStateBadge } from './PromotionStateBadge';

/** The list's columns, every figure in words; the state as of `now`. */
export const promotionColumns = (now: number): Column<AdminPromotionFragment>[] => [
  // The code under the name, and the discounts given under the orders, so the list fits 1280 px.
  {
    header: 'Название',
    cell: (promotion) => (
      <Stack gap="0" maxW="xs" whiteSpace="normal">
        <Text>{promotion.name}</Text>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {promotion.code ? `промокод ${promotion.code}` : 'автоматически, без промокода'}
        </Text>
      </Stack>
    ),
  },
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
  {
    header: 'Заказов',
    cell: (promotion) => (
      <Stack gap="0">
        <Text>{usageText(promotion)}</Text>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          скидки {formatPrice(promotion.discountTotal)}
        </Text>
      </Stack>
    ),
  },
  { header: 'Состояние', cell: (promotion) => <PromotionStateBadge state={promotionState(promotion, now)} /> },
];
