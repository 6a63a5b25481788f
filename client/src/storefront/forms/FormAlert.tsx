import { Alert } from '@chakra-ui/react/alert';
import type { ReactNode } from 'react';

/** The outcome of a form above its fields: the server's refusal, or a confirmation. */
export function FormAlert({ status = 'error', title, children }: { status?: 'error' | 'success' | 'info'; title: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
