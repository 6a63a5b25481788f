import type { ReactNode } from 'react';
import { Alert } from '../ui/Feedback';

/** The outcome of a form above its fields: the server's refusal, or a confirmation. */
export function FormAlert({ status = 'error', title, children }: { status?: 'error' | 'success' | 'info'; title: string; children?: ReactNode }) {
  return (
    <Alert status={status} title={title}>
      {children}
    </Alert>
  );
}
