import { useQuery } from '@apollo/client/react';
import { ConsentTextDocument } from '../../../generated/account/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text } from '../../ui/Text';
import styles from './PersonalDataView.module.css';

const TITLE = 'Согласие на обработку персональных данных';

const longDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** «2025-09-01» → «1 сентября 2025 г.»; a version that is not a date is shown as it is. */
export function formatVersion(version: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(version) ? longDate.format(new Date(`${version}T00:00:00Z`)) : version;
}

/** The consent text the forms link to (152-ФЗ), in the version the server records with each consent. */
export function PersonalDataView() {
  const { data, loading, error, refetch } = useQuery(ConsentTextDocument);
  return (
    <Stack as="article" gap={5} className={styles.page}>
      <PageTitle title={TITLE} />
      <Heading as="h1" size="3xl">
        {TITLE}
      </Heading>
      {loading && !data && <Loader />}
      {error && !data && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {data && (
        <>
          <Text tone="muted">Редакция от {formatVersion(data.consentText.version)}</Text>
          {data.consentText.text.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </>
      )}
    </Stack>
  );
}
