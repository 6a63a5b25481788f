import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import type { ReactNode } from 'react';

/** A titled block of an order screen: «Получатель», «Корзина»… */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" p="5" borderWidth="1px" borderRadius="l3" bg="bg.panel" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
