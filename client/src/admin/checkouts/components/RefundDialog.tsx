import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import type { FormEvent } from 'react';
import { formatPrice } from '../../../shared/format/format';
import { TextField } from '../../dictionaries/components/fields/TextField';

export interface RefundDialogProps {
  open: boolean;
  /** What paid online is not yet returned. */
  left: number;
  amount: string;
  /** Why the amount cannot be returned: the form's check or the server's reason. */
  error?: string;
  refunding: boolean;
  onAmountChange: (amount: string) => void;
  onRefund: () => void;
  onCancel: () => void;
}

/** «Вернуть деньги»: the amount to return (all that is left unless changed), «Вернуть» and «Отмена». */
export function RefundDialog({ open, left, amount, error, refunding, onAmountChange, onRefund, onCancel }: RefundDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!refunding) onRefund();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !refunding && onCancel()} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Вернуть деньги</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3">Осталось вернуть: {formatPrice(left)}. Деньги вернутся покупателю тем же способом, каким он платил.</Text>
                <TextField label="Сумма возврата, ₽" value={amount} onChange={onAmountChange} error={error} inputMode="decimal" required />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={refunding}>
                  Отмена
                </Button>
                <Button type="submit" loading={refunding} loadingText="Возврат…">
                  Вернуть
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" disabled={refunding} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
