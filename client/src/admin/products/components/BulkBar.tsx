import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import type { ProductBulkAction } from '../../../generated/admin/graphql';
import { ConfirmDeleteDialog } from '../../dictionaries/components/ConfirmDeleteDialog';
import type { SelectOption } from '../../dictionaries/dictionary';
import { MoveToCategoryDialog } from './MoveToCategoryDialog';

export interface BulkBarProps {
  count: number;
  /** The action under way, its button busy and the others waiting. */
  running: ProductBulkAction | null;
  categories: SelectOption[];
  /** More products than the chosen ones match the filters: «Выбрать все найденные: N». */
  found?: { total: number; collecting: boolean; onSelect: () => void };
  onAction: (action: ProductBulkAction, categoryId?: number) => Promise<void>;
  onClear: () => void;
}

/** Above the table while products are chosen: how many, and what to do with all of them at once. */
export function BulkBar({ count, running, categories, found, onAction, onClear }: BulkBarProps) {
  const [asking, setAsking] = useState<'delete' | 'move' | null>(null);
  const busy = running !== null;
  const act = async (action: ProductBulkAction, categoryId?: number) => {
    await onAction(action, categoryId);
    setAsking(null);
  };
  const button = (action: 'hide' | 'show', label: string) => (
    <Button size="sm" variant="outline" onClick={() => void act(action)} disabled={busy} loading={running === action}>
      {label}
    </Button>
  );

  return (
    <HStack as="section" aria-label="Выбранные товары" gap="3" wrap="wrap" px="4" py="3" borderWidth="1px" borderRadius="l2" bg="bg.subtle">
      <Text fontWeight="semibold" aria-live="polite">
        Выбрано: {count}
      </Text>
      {found && (
        <Button size="sm" variant="ghost" onClick={found.onSelect} loading={found.collecting} loadingText="Собираем товары…" disabled={busy}>
          Выбрать все найденные: {found.total}
        </Button>
      )}
      {button('hide', 'Снять с продажи')}
      {button('show', 'Вернуть в продажу')}
      <Button size="sm" variant="outline" onClick={() => setAsking('move')} disabled={busy}>
        Переместить в категорию…
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('delete')} disabled={busy}>
        Удалить…
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear} disabled={busy}>
        Снять выбор
      </Button>
      <MoveToCategoryDialog
        open={asking === 'move'}
        count={count}
        categories={categories}
        moving={running === 'move'}
        onMove={(categoryId) => void act('move', categoryId)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDeleteDialog
        open={asking === 'delete'}
        question={`Удалить выбранные товары (${count})?`}
        deleting={running === 'delete'}
        onConfirm={() => void act('delete')}
        onCancel={() => setAsking(null)}
      />
    </HStack>
  );
}
