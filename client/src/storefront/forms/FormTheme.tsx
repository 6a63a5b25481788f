import type { ReactNode } from 'react';
import { ThemeProvider } from '../../shared/theme/ThemeProvider';
import { formSystem } from './form-system';

/** Wraps a page that has forms in the Chakra system with the form recipes. */
export function FormTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider system={formSystem}>{children}</ThemeProvider>;
}
