import type { ReactNode } from 'react';
import { PageTitle } from '../../../shared/components/PageTitle';
import { Link } from '../../routing';
import { Heading, Stack, linkClass } from '../../ui/Text';
import styles from './AccountPage.module.css';

export interface AccountPageProps {
  title: string;
  /** The page one level up: «Личный кабинет», «Мои заказы». */
  back: { label: string; to: string };
  children: ReactNode;
}

/** A page under the profile: the way back, the heading, the content. */
export function AccountPage({ title, back, children }: AccountPageProps) {
  return (
    <Stack gap={6} className={styles.page}>
      <PageTitle title={title} />
      <Link to={back.to} className={linkClass(true, styles.back)}>
        ← {back.label}
      </Link>
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
