import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { priceJumpQuestion, type PriceChange } from '../price-jump';

export interface PriceJumpDialogProps {
  /** The prices that change more than three times; no dialog while empty. */
  jumps: readonly PriceChange[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * «Цена изменится с 10 590 ₽ на 10 590 990 ₽. Сохранить?» with «Отмена» (nothing is saved, the
 * typed value stays for correction) and «Сохранить».
 */
export function PriceJumpDialog({ jumps, onConfirm, onCancel }: PriceJumpDialogProps) {
  const single = jumps.length === 1 ? jumps[0] : undefined;
  return (
    <Dialog.Root role="alertdialog" open={jumps.length > 0} onOpenChange={(details) => !details.open && onCancel()} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{single ? `Проверьте цену${single.name ? `: ${single.name}` : ''}` : 'Проверьте цены'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{priceJumpQuestion(jumps)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Отмена
              </Button>
              <Button onClick={onConfirm}>Сохранить</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
