import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The button that sends the form, and its label while it is being sent. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** A dialog holding a small form: its fields, «Отмена» and the send button; it cannot be closed while the form is being sent. */
export function FormDialog({ open, title, submitLabel, busyLabel, busy, onSubmit, onCancel, size = 'md', children }: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !busy && onCancel()} lazyMount unmountOnExit placement="center" size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={busy}>
                  Отмена
                </Button>
                <Button type="submit" loading={busy} loadingText={busyLabel}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть" disabled={busy} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
