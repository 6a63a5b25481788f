import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  question: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog heading, «Подтверждение удаления» unless told. */
  title?: string;
  /** The confirming button and its busy text: «Удалить» / «Удаление…» unless told («Отписать»). */
  confirmLabel?: string;
  busyLabel?: string;
  /** The button that leaves things as they are, «Отмена» unless told: «Не отменять» beside «Отменить заказ». */
  keepLabel?: string;
}

/** «Удалить цвет «Красный»?» with «Отмена» and «Удалить»; the delete happens only on confirmation. */
export function ConfirmDeleteDialog({
  open,
  question,
  deleting,
  onConfirm,
  onCancel,
  title = 'Подтверждение удаления',
  confirmLabel = 'Удалить',
  busyLabel = 'Удаление…',
  keepLabel = 'Отмена',
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && !deleting && onCancel()} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{question}</Text>
              <Text mt="2" fontSize="sm" color="fg.muted">
                Это действие нельзя отменить.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={deleting}>
                {keepLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={deleting} loadingText={busyLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" disabled={deleting} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
