import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import { Input } from '@chakra-ui/react/input';
import type { Carrier, OrderStatus } from '../../../generated/admin/graphql';
import { carrierOptions } from '../../../shared/orders/carriers';
import { SelectField } from '../../dictionaries/components/fields/SelectField';
import { orderStatusNames } from '../../../shared/orders/order-statuses';
import { nextStatuses } from '../statuses';

/** The parcel of an order being shipped (CONTRACT §19): both optional. */
export interface Shipment {
  trackNumber?: string;
  carrier?: Carrier;
}

export interface StatusChangeProps {
  status: OrderStatus;
  /** The parcel's track number the order already has («1234567001 (СДЭК)», given by СДЭК at registration): «Отправлен» does not ask again. */
  tracked?: string | null;
  saving: boolean;
  onChange: (status: OrderStatus, shipment: Shipment) => void;
}

/**
 * «Новый статус» offering only the moves CONTRACT §4 allows from the current status, and «Сменить статус»;
 * choosing «Отправлен» asks for the track number and the delivery service, unless the order has them.
 */
export function StatusChange({ status, tracked, saving, onChange }: StatusChangeProps) {
  const choices = nextStatuses(status);
  const [chosen, setChosen] = useState<OrderStatus | ''>('');
  const [trackNumber, setTrackNumber] = useState('');
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  if (choices.length === 0) return <Text color="fg.muted">Статус заказа «{orderStatusNames[status]}» больше не меняется.</Text>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || saving) return;
    onChange(chosen, chosen === 'shipped' && !tracked ? { trackNumber: trackNumber.trim() || undefined, carrier: carrier || undefined } : {});
  };
  return (
    <form onSubmit={submit}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <SelectField
          label="Новый статус"
          value={chosen}
          onChange={(value) => setChosen(value as OrderStatus | '')}
          options={choices.map((choice) => ({ value: choice, label: orderStatusNames[choice] }))}
          emptyLabel="Выберите статус"
          disabled={saving}
          width="xs"
        />
        {chosen === 'shipped' && tracked && <Text color="fg.muted">Трек-номер уже есть: {tracked}</Text>}
        {chosen === 'shipped' && !tracked && (
          <>
            <Field.Root w="xs">
              <Field.Label>Трек-номер</Field.Label>
              <Input value={trackNumber} disabled={saving} placeholder="например, RA123456789RU" onChange={(event) => setTrackNumber(event.target.value)} />
            </Field.Root>
            <SelectField label="Служба доставки" value={carrier} onChange={(value) => setCarrier(value as Carrier | '')} options={carrierOptions} emptyLabel="Не указана" disabled={saving} width="xs" />
          </>
        )}
        <Button type="submit" disabled={!chosen || saving} loading={saving} loadingText="Сохранение…">
          Сменить статус
        </Button>
      </HStack>
    </form>
  );
}
