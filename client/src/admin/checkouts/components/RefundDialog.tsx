import { Text } from '@chakra-ui/react/text';
import { formatPrice } from '../../../shared/format/format';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { FormDialog } from '../../forms/FormDialog';

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
  return (
    <FormDialog open={open} title="Вернуть деньги" submitLabel="Вернуть" busyLabel="Возврат…" busy={refunding} onSubmit={onRefund} onCancel={onCancel}>
      <Text mb="3">Осталось вернуть: {formatPrice(left)}. Деньги вернутся покупателю тем же способом, каким он платил.</Text>
      <TextField label="Сумма возврата, ₽" value={amount} onChange={onAmountChange} error={error} inputMode="decimal" required />
    </FormDialog>
  );
}
