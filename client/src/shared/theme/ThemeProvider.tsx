import { ChakraProvider, LocaleProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { baseSystem } from './system';

/** Chakra with the shop's system and the Russian locale (dates, numbers, component texts). */
export function ThemeProvider({ children, system = baseSystem }: { children: ReactNode; system?: SystemContext }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale="ru-RU">{children}</LocaleProvider>
    </ChakraProvider>
  );
}
