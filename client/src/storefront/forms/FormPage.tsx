import type { ReactNode } from 'react';
import { PageTitle } from '../../shared/components/PageTitle';
import { Heading, Stack, Text } from '../ui/Text';
import styles from './FormPage.module.css';

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
    <Stack gap={6} className={styles.page}>
      <PageTitle title={title} />
      <Stack gap={2}>
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {lead && <Text tone="muted">{lead}</Text>}
      </Stack>
      <div className={styles.card}>{children}</div>
      {footer && (
        <Stack gap={2} className={styles.footer}>
          {footer}
        </Stack>
      )}
    </Stack>
  );
}
