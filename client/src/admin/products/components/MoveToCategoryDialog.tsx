import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { useState } from 'react';
import { SelectField } from '../../dictionaries/components/fields/SelectField';
import type { SelectOption } from '../../dictionaries/dictionary';

export interface MoveToCategoryDialogProps {
  open: boolean;
  count: number;
  categories: SelectOption[];
  moving: boolean;
  onMove: (categoryId: number) => void;
  onCancel: () => void;
}

/** «Переместить выбранные товары (N)» into the category chosen here. */
export function MoveToCategoryDialog({ open, count, categories, moving, onMove, onCancel }: MoveToCategoryDialogProps) {
  const [category, setCategory] = useState('');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !moving && onCancel()} onExitComplete={() => setCategory('')} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Переместить выбранные товары ({count})</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SelectField label="Категория" value={category} onChange={setCategory} options={categories} emptyLabel="Выберите категорию" />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={moving}>
                Отмена
              </Button>
              <Button onClick={() => onMove(Number(category))} disabled={!category} loading={moving} loadingText="Перемещение…">
                Переместить
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" disabled={moving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
