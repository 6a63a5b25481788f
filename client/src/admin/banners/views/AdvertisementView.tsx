import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { AdminAdvertisementsDocument, AdminUpdateAdvertisementDocument, type AdminAdvertisementFragment } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { Panel } from '../../checkouts/components/Panel';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { useUnsavedGuard } from '../../forms/use-unsaved-guard';

/** CONTRACT §6: the one advertisement, made by a migration, always exists. */
const ADVERTISEMENT_ID = 1;

/** The advertisement text shown with the banner: its title and description, saved with «Сохранить текст». */
export function AdvertisementView() {
  const { data, error, refetch } = useQuery(AdminAdvertisementsDocument, { fetchPolicy: 'network-only' });
  const advertisement = data?.advertisements.rows.find((row) => row.id === ADVERTISEMENT_ID);
  return (
    <Panel title="Рекламный текст">
      {data ? (
        <AdvertisementForm key={advertisement?.updatedAt} advertisement={advertisement} />
      ) : error ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <PageLoader />
      )}
    </Panel>
  );
}

function AdvertisementForm({ advertisement }: { advertisement?: AdminAdvertisementFragment }) {
  const [title, setTitle] = useState(advertisement?.title ?? '');
  const [description, setDescription] = useState(advertisement?.description ?? '');
  const [save, { loading: saving }] = useMutation(AdminUpdateAdvertisementDocument);
  const guard = useUnsavedGuard({ title, description });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { id: ADVERTISEMENT_ID, input: { title: title.trim(), description: description.trim() } } });
      notifySuccess('Рекламный текст обновлён');
      guard.markSaved({ title, description });
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4" maxW="2xl">
        <TextField label="Заголовок" value={title} onChange={setTitle} placeholder="например, Летняя распродажа" />
        <TextField label="Описание" value={description} onChange={setDescription} multiline placeholder="например, Скидки до 50% на платья и сарафаны" />
        <Button type="submit" alignSelf="flex-start" loading={saving} loadingText="Сохранение…">
          Сохранить текст
        </Button>
      </Stack>
      {guard.dialog}
    </form>
  );
}
