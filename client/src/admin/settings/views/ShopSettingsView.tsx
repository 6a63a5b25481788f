import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { AdminShopSettingsDocument, UpdateShopSettingsDocument, type AdminShopSettingsFragment } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage, fieldErrors, type FieldErrors } from '../../../shared/errors/error-message';
import { formatPhone } from '../../../shared/format/format';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { useUnsavedGuard } from '../../forms/use-unsaved-guard';
import { settingsUrl } from '../urls';

type Values = Omit<AdminShopSettingsFragment, 'id' | 'updatedAt'>;
const FIELDS: { name: keyof Values; label: string; helper?: string; placeholder?: string }[] = [
  { name: 'name', label: 'Название магазина', helper: 'В шапке писем, в подвале сайта и в «Контактах».' },
  { name: 'legalName', label: 'Продавец', placeholder: 'ООО «Витрина» или ИП Иванов Иван Иванович' },
  { name: 'inn', label: 'ИНН', helper: '10 цифр у организации, 12 у ИП.' },
  { name: 'ogrn', label: 'ОГРН или ОГРНИП', helper: '13 цифр у организации, 15 у ИП.' },
  { name: 'address', label: 'Адрес' },
  { name: 'phone', label: 'Телефон', placeholder: '+7 916 123-45-67' },
  { name: 'email', label: 'Электронная почта' },
  { name: 'workHours', label: 'Часы работы', placeholder: 'Ежедневно 10:00–21:00' },
];

/** `/admin/settings/shop` (Admin): the shop's name, requisites and contacts, as the footer, /contacts and the letters show them. */
export function ShopSettingsView() {
  const { data, error, refetch } = useQuery(AdminShopSettingsDocument, { fetchPolicy: 'network-only' });
  return (
    <Stack gap="5">
      <PageTitle title="Настройки магазина" />
      <ListHeading title="Настройки магазина" back={{ to: settingsUrl, label: 'Настройки' }} />
      {data ? <ShopSettingsForm key={data.shopSettings.updatedAt} settings={data.shopSettings} /> : error ? <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} /> : <PageLoader />}
    </Stack>
  );
}

function ShopSettingsForm({ settings }: { settings: AdminShopSettingsFragment }) {
  const [values, setValues] = useState<Values>(() => ({ ...Object.fromEntries(FIELDS.map(({ name }) => [name, settings[name]])), phone: formatPhone(settings.phone) }) as Values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, { loading: saving }] = useMutation(UpdateShopSettingsDocument);
  const guard = useUnsavedGuard(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const input = Object.fromEntries(FIELDS.map(({ name }) => [name, values[name].trim()])) as Values;
    try {
      await save({ variables: { input } });
      notifySuccess('Настройки магазина сохранены');
      guard.markSaved(values);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notifyError(errorMessage(failure));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Настройки магазина">
      <Stack gap="4" maxW="2xl">
        {FIELDS.map((field) => (
          <TextField key={field.name} {...field} required value={values[field.name]} error={errors[field.name]} onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))} />
        ))}
        <Button type="submit" alignSelf="flex-start" loading={saving} loadingText="Сохранение…">
          Сохранить
        </Button>
      </Stack>
      {guard.dialog}
    </form>
  );
}
