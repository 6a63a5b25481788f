import type { MyOrderQuery } from '../../../generated/account/graphql';
import { formatDate, formatPrice } from '../../../shared/format/format';
import { Heading, Stack, Text } from '../../ui/Text';

type Return = MyOrderQuery['checkout']['returns'][number];

/** Where the money of a return stands, in the shopper's words. */
function moneyState(taken: Return): string {
  if (!taken.refund) return 'деньги вернёт магазин — мы свяжемся с вами';
  if (taken.refund.status === 'succeeded') return 'деньги возвращены';
  return taken.refund.status === 'canceled' ? 'возврат денег не прошёл — мы свяжемся с вами' : 'деньги возвращаются';
}

/** «Возвраты»: what of the order came back, when, for how much, and where its money stands. */
export function OrderReturns({ returns }: { returns: Return[] }) {
  if (!returns.length) return null;
  return (
    <Stack as="section" gap={2} aria-labelledby="order-returns">
      <Heading as="h2" size="lg" id="order-returns">
        Возвраты
      </Heading>
      {returns.map((taken) => (
        <Stack key={taken.id} gap={1}>
          <Text weight="medium">
            {formatDate(taken.createdAt)}: {formatPrice(taken.amount)}, {moneyState(taken)}
          </Text>
          {taken.lines.map((line) => (
            <Text key={line.orderProductId} tone="muted">
              {line.productName} × {line.quantity}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
