import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';

/** The top of an admin screen: «← Настройки», the heading (with a spinner while a list reloads) and the buttons on the right. */
export function ListHeading({ title, back, refreshing, actions }: { title: string; back?: { to: string; label: string }; refreshing?: boolean; actions?: ReactNode }) {
  return (
    <Stack gap="1">
      <PageTitle title={title} />
      {back && (
        <RouterLink to={back.to} fontSize="sm" color="fg.muted">
          ← {back.label}
        </RouterLink>
      )}
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <HStack gap="3">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {refreshing && <Spinner size="sm" aria-label="Обновление списка" />}
        </HStack>
        {actions && <HStack gap="3">{actions}</HStack>}
      </Flex>
    </Stack>
  );
}
