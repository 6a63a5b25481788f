import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminCheckoutDetailsFragment } from '../../../generated/admin/graphql';
import { formatPrice } from '../../../shared/format/format';
import { CheckboxField } from '../../dictionaries/components/fields/CheckboxField';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { FormDialog } from '../../forms/FormDialog';
import { returnable, type useOrderReturn } from '../views/use-order-return';

export interface ReturnDialogProps {
  lines: AdminCheckoutDetailsFragment['orderProducts'];
  /** The order was paid online: the money goes back through ЮKassa by itself. */
  paidOnline: boolean;
  form: ReturnType<typeof useOrderReturn>;
}

/** «Оформить возврат»: units per line (no more than remain), the reason, back on sale or written off, and the sum. */
export function ReturnDialog({ lines, paidOnline, form }: ReturnDialogProps) {
  return (
    <FormDialog open={form.open} title="Возврат товаров" submitLabel="Оформить возврат" busyLabel="Оформление…" busy={form.returning} onSubmit={form.submit} onCancel={form.cancel} size="lg">
      <Stack gap="4">
        <Stack gap="3" role="group" aria-label="Что вернули">
          {lines.map((line) => (
            <Field.Root key={line.id} invalid={!!form.errors.byLine[line.id]} disabled={returnable(line) === 0}>
              <HStack justify="space-between" align="start" gap="4">
                <Stack gap="0">
                  <Field.Label>
                    {line.productName} ({line.sku})
                  </Field.Label>
                  <Text fontSize="xs" color="fg.muted">
                    Заказано {line.quantity} шт. по {formatPrice(line.discountedPrice)}
                    {line.returnedQuantity > 0 && `, уже возвращено ${line.returnedQuantity}`}
                  </Text>
                </Stack>
                <Input
                  width="24"
                  inputMode="numeric"
                  placeholder="0"
                  value={form.quantities[line.id] ?? ''}
                  onChange={(event) => form.changeQuantity(line.id, event.target.value)}
                />
              </HStack>
              {form.errors.byLine[line.id] && <Field.ErrorText>{form.errors.byLine[line.id]}</Field.ErrorText>}
            </Field.Root>
          ))}
          {form.errors.lines && (
            <Text color="fg.error" fontSize="sm">
              {form.errors.lines}
            </Text>
          )}
        </Stack>
        <TextField label="Причина возврата" value={form.reason} onChange={form.changeReason} error={form.errors.reason} required multiline />
        <CheckboxField
          label="Вернуть товар в продажу"
          checked={form.restock}
          onChange={form.changeRestock}
          helper={form.restock ? 'Остаток увеличится на возвращённое количество' : 'Товар будет списан: остаток не изменится'}
        />
        <Text fontWeight="semibold">Сумма возврата: {formatPrice(form.estimate)}</Text>
        <Text color="fg.muted" fontSize="sm">
          {paidOnline ? 'Заказ оплачен онлайн: деньги вернутся покупателю через ЮKassa.' : 'Деньги покупателю верните сами: заказ оплачен не онлайн.'}
        </Text>
      </Stack>
    </FormDialog>
  );
}
