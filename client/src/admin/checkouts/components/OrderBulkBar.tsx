import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { OrderStatus } from '../../../generated/admin/graphql';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import { SelectField } from '../../dictionaries/components/fields/SelectField';
import { isOrderStatus, statusOptions } from '../statuses';
import { PrintMenu } from './PrintMenu';

export interface OrderBulkBarProps {
  ids: readonly number[];
  running: boolean;
  onStatus: (status: OrderStatus) => Promise<void>;
  onClear: () => void;
}

/**
 * Above the orders table while orders are chosen: how many, a new status for all of them (cancelling
 * after confirmation, as one order's), their packing lists or receipts to print, and «Снять выбор».
 */
export function OrderBulkBar({ ids, running, onStatus, onClear }: OrderBulkBarProps) {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const apply = async () => {
    if (!status) return;
    await onStatus(status);
    setConfirming(false);
    setStatus('');
  };
  return (
    <HStack as="section" aria-label="Выбранные заказы" gap="3" wrap="wrap" align="flex-end" px="4" py="3" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
      <Text fontWeight="semibold" aria-live="polite" alignSelf="center">
        Выбрано: {ids.length}
      </Text>
      <SelectField
        label="Новый статус выбранных"
        value={status}
        onChange={(value) => setStatus(isOrderStatus(value) ? value : '')}
        options={statusOptions}
        emptyLabel="Выберите статус"
        width="56"
        size="sm"
      />
      <Button size="sm" onClick={() => (status === 'cancelled' ? setConfirming(true) : void apply())} disabled={!status || running} loading={running && !confirming} loadingText="Меняем статус…">
        Сменить статус
      </Button>
      <PrintMenu ids={ids} size="sm" disabled={running} />
      <Button size="sm" variant="ghost" onClick={onClear} disabled={running}>
        Снять выбор
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title="Отмена заказов"
        question={`Отменить выбранные заказы (${ids.length})? Товары вернутся на склад, покупатели получат письма.`}
        confirmLabel="Отменить заказы"
        keepLabel="Не отменять"
        busyLabel="Отмена заказов…"
        deleting={running}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
    </HStack>
  );
}
