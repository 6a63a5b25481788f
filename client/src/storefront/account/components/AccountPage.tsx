import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';

export interface AccountPageProps {
  title: string;
  /** The page one level up: «Личный кабинет», «Мои заказы». */
  back: { label: string; to: string };
  children: ReactNode;
}

/** A page under the profile: the way back, the heading, the content. */
export function AccountPage({ title, back, children }: AccountPageProps) {
  return (
    <Stack gap="6" maxW="3xl">
      <PageTitle title={title} />
      <RouterLink to={back.to} fontSize="sm" color="fg.muted" alignSelf="flex-start">
        ← {back.label}
      </RouterLink>
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
