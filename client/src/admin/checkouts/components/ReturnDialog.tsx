import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent } from 'react';
import type { AdminCheckoutDetailsFragment } from '../../../generated/admin/graphql';
import { formatPrice } from '../../../shared/format/format';
import { CheckboxField } from '../../dictionaries/components/fields/CheckboxField';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { returnable, type useOrderReturn } from '../views/use-order-return';

export interface ReturnDialogProps {
  lines: AdminCheckoutDetailsFragment['orderProducts'];
  /** The order was paid online: the money goes back through ЮKassa by itself. */
  paidOnline: boolean;
  form: ReturnType<typeof useOrderReturn>;
}

/** «Оформить возврат»: units per line (no more than remain), the reason, back on sale or written off, and the sum. */
export function ReturnDialog({ lines, paidOnline, form }: ReturnDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.returning) form.submit();
  };
  return (
    <Dialog.Root open={form.open} onOpenChange={(details) => !details.open && !form.returning && form.cancel()} lazyMount unmountOnExit placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Возврат товаров</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={form.cancel} disabled={form.returning}>
                  Отмена
                </Button>
                <Button type="submit" loading={form.returning} loadingText="Оформление…">
                  Оформить возврат
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" disabled={form.returning} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
