import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AskReturnDocument, type MyOrderQuery } from '../../../generated/account/graphql';
import { formatDate } from '../../../shared/format/format';
import { returnRequestState } from '../../../shared/orders/carriers';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { Button } from '../../ui/Button';
import { Field, Select } from '../../ui/Field';
import { Heading, Stack, Text } from '../../ui/Text';

type Order = Pick<MyOrderQuery['checkout'], 'id' | 'status' | 'returnUntil' | 'returnRequests' | 'orderProducts'>;

/** What shoppers usually say; «Другое» asks for their own words. */
const OTHER = 'Другое';
export const returnReasons = ['Не подошёл размер', 'Не подошёл цвет или фасон', 'Товар с браком', 'Привезли не тот товар', OTHER];

/** Units of each line that may still be asked for: received, not returned, not in an open request. */
function returnable(order: Order): { id: number; name: string; left: number }[] {
  const asked = new Map<number, number>();
  for (const request of order.returnRequests.filter((r) => r.status === 'requested')) {
    for (const line of request.lines) asked.set(line.orderProductId, (asked.get(line.orderProductId) ?? 0) + line.quantity);
  }
  return order.orderProducts
    .map((line) => ({ id: line.id, name: line.productName, left: line.quantity - line.returnedQuantity - (asked.get(line.id) ?? 0) }))
    .filter((line) => line.left > 0);
}

interface Values extends Record<string, unknown> {
  quantities: Record<number, number>;
  reason: string;
  ownReason: string;
  comment: string;
}

/**
 * «Вернуть товар» (CONTRACT §19): on a delivered order within the return period, the shopper picks
 * lines and quantities, a reason and a comment; the page then shows each request's state.
 */
export function ReturnRequests({ order, token, onAsked }: { order: Order; token?: string; onAsked: () => void }) {
  const [open, setOpen] = useState(false);
  const [ask] = useMutation(AskReturnDocument);
  const lines = returnable(order);
  const inTime = order.status === 'delivered' && order.returnUntil !== null && order.returnUntil !== undefined && new Date(order.returnUntil) > new Date();
  const form = useForm<Values>({
    initial: { quantities: {}, reason: returnReasons[0], ownReason: '', comment: '' },
    validate: (values) => ({
      ...(Object.values(values.quantities).some((n) => n > 0) ? {} : { lines: 'Выберите, что хотите вернуть' }),
      ...(values.reason === OTHER && !values.ownReason.trim() ? { ownReason: 'Укажите причину возврата' } : {}),
    }),
    onSubmit: async (values) => {
      const chosen = Object.entries(values.quantities).filter(([, quantity]) => quantity > 0);
      const reason = values.reason === OTHER ? values.ownReason.trim() : values.reason;
      await ask({ variables: { id: order.id, token, input: { lines: chosen.map(([id, quantity]) => ({ orderProductId: Number(id), quantity })), reason, comment: values.comment.trim() || undefined } } });
      setOpen(false);
      form.setValues({ quantities: {}, reason: returnReasons[0], ownReason: '', comment: '' });
      onAsked();
    },
  });
  if (!order.returnRequests.length && !(inTime && lines.length)) return null;
  const setQuantity = (id: number, quantity: number) => form.setValues((values) => ({ ...values, quantities: { ...values.quantities, [id]: quantity } }));
  const lineError = form.errors.lines ?? Object.entries(form.errors).find(([key]) => key.startsWith('lines.'))?.[1];
  return (
    <Stack as="section" gap={2} aria-labelledby="order-return-requests">
      <Heading as="h2" size="lg" id="order-return-requests">
        Возврат товара
      </Heading>
      {order.returnRequests.map((request) => (
        <Stack key={request.id} gap={1}>
          <Text weight="medium">{returnRequestState(request)}</Text>
          <Text tone="muted">
            {formatDate(request.createdAt)}: {request.lines.map((line) => `${line.productName} × ${line.quantity}`).join(', ')}. Причина: {request.reason}
          </Text>
        </Stack>
      ))}
      {inTime && lines.length > 0 && !open && (
        <Stack gap={1} align="start">
          <Button variant="outline" onClick={() => setOpen(true)}>
            Вернуть товар
          </Button>
          <Text tone="muted" size="sm">
            Вернуть товар можно до {formatDate(order.returnUntil!)}
          </Text>
        </Stack>
      )}
      {open && (
        <form onSubmit={form.onSubmit} noValidate aria-label="Заявка на возврат">
          <Stack gap={3}>
            {form.failure && !Object.keys(form.errors).length && <FormAlert title={form.failure} />}
            {lines.map((line) => (
              <Field key={line.id} label={`${line.name}: сколько вернуть`} error={lineError && line === lines[0] ? lineError : undefined}>
                {(control) => (
                  <Select {...control} value={form.values.quantities[line.id] ?? 0} onChange={(event) => setQuantity(line.id, Number(event.target.value))}>
                    {Array.from({ length: line.left + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n ? `${n} шт.` : 'Не возвращать'}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ))}
            <Field label="Причина" required error={form.errors.reason}>
              {(control) => (
                <Select {...control} value={form.values.reason} onChange={(event) => form.field('reason').onChange(event.target.value)}>
                  {returnReasons.map((reason) => (
                    <option key={reason}>{reason}</option>
                  ))}
                </Select>
              )}
            </Field>
            {form.values.reason === OTHER && <TextField label="Ваша причина" required {...form.field('ownReason')} />}
            <TextField label="Комментарий" rows={3} {...form.field('comment')} />
            <Stack row gap={2}>
              <Button type="submit" loading={form.submitting}>
                Отправить заявку
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Отмена
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
