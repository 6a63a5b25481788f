import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { PageTitle } from '../../shared/components/PageTitle';

export interface FormPageProps {
  title: string;
  lead?: ReactNode;
  /** Links under the card: «Забыли пароль?», «Зарегистрироваться»… */
  footer?: ReactNode;
  children: ReactNode;
}

/** A page holding one form in a card: the tab title, the heading, a lead, the form, links below. */
export function FormPage({ title, lead, footer, children }: FormPageProps) {
  return (
    <Stack gap="6" maxW="lg" mx="auto" w="full">
      <PageTitle title={title} />
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {lead && <Text color="fg.muted">{lead}</Text>}
      </Stack>
      <Box bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '5', md: '8' }} shadow="xs">
        {children}
      </Box>
      {footer && (
        <Stack gap="2" fontSize="sm">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}
