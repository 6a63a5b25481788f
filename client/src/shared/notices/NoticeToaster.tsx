import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { createToaster, Toast, Toaster } from '@chakra-ui/react/toast';
import { useEffect } from 'react';
import { connectToaster, NOTICE_DURATION } from './notices';

const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

/** Chakra's toaster showing the notices of `notifySuccess` / `notifyError`. Loaded on demand by `<Notices />`. */
export default function NoticeToaster() {
  useEffect(() => {
    // Connect one task later: the toast group only keeps toasts created after its machine has started.
    let disconnect: (() => void) | undefined;
    const timer = setTimeout(() => {
      disconnect = connectToaster(
        ({ type, title, description }) => {
          toaster.create({ type, title, description, duration: NOTICE_DURATION, closable: true });
        },
        () => toaster.remove(),
      );
    }, 0);
    return () => {
      clearTimeout(timer);
      disconnect?.();
    };
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label="Уведомления">
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Закрыть уведомление" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
