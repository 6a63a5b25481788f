import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import type { OrderStatus } from '../../../generated/admin/graphql';
import { orderStatusNames } from '../../../shared/orders/order-statuses';
import { nextStatuses } from '../statuses';

export interface StatusChangeProps {
  status: OrderStatus;
  saving: boolean;
  onChange: (status: OrderStatus) => void;
}

/** «Новый статус» offering only the moves CONTRACT §4 allows from the current status, and «Сменить статус». */
export function StatusChange({ status, saving, onChange }: StatusChangeProps) {
  const choices = nextStatuses(status);
  const [chosen, setChosen] = useState<OrderStatus | ''>('');
  if (choices.length === 0) return <Text color="fg.muted">Статус заказа «{orderStatusNames[status]}» больше не меняется.</Text>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen && !saving) onChange(chosen);
  };
  return (
    <form onSubmit={submit}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root w="xs">
          <Field.Label>Новый статус</Field.Label>
          <NativeSelect.Root disabled={saving}>
            <NativeSelect.Field value={chosen} onChange={(event) => setChosen(event.target.value as OrderStatus | '')}>
              <option value="">Выберите статус</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {orderStatusNames[choice]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" disabled={!chosen || saving} loading={saving} loadingText="Сохранение…">
          Сменить статус
        </Button>
      </HStack>
    </form>
  );
}
