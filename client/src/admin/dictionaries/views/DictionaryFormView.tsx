import { useMutation, useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage, errorCode, fieldErrors, STALE_MESSAGE, staleCurrent, type FieldErrors } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { useFirstErrorFocus } from '../../forms/use-first-error-focus';
import { useUnsavedGuard } from '../../forms/use-unsaved-guard';
import { StaleNotice } from '../../forms/StaleNotice';
import { DictionaryForm } from '../components/DictionaryForm';
import { ListHeading } from '../components/ListHeading';
import type { Dictionary, DictionaryRow, FieldSpec, FormValue, FormValues } from '../dictionary';
import { emptyValues, recordToValues, validateValues, valuesToInput } from '../form-values';

interface FormScreenProps<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput> {
  dictionary: Dictionary<TRow, TRecord, TInput>;
}

/** The create screen of any dictionary. */
export function DictionaryCreateView<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput>({
  dictionary,
}: FormScreenProps<TRow, TRecord, TInput>) {
  const [create, { loading }] = useMutation(dictionary.documents.create);
  return (
    <DictionaryFormScreen
      dictionary={dictionary}
      title={dictionary.texts.createTitle}
      initialValues={emptyValues(dictionary.fields)}
      saving={loading}
      successNotice={dictionary.texts.created}
      save={async (input) => (await create({ variables: { input } })).data?.saved.id}
    />
  );
}

/** The edit screen of any dictionary: loads the record by the id in the address. */
export function DictionaryEditView<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput>({ dictionary }: FormScreenProps<TRow, TRecord, TInput>) {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(dictionary.documents.one, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const [update, { loading: saving }] = useMutation(dictionary.documents.update);

  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) {
    return (
      <Stack gap="3">
        <PageTitle title={dictionary.texts.editTitle} />
        <Heading as="h1" size="2xl">
          {dictionary.texts.editTitle}
        </Heading>
        <Text>Запись не найдена: возможно, её уже удалили.</Text>
        <RouterLink to={dictionary.urls.list}>Вернуться к списку</RouterLink>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  return (
    <DictionaryFormScreen
      key={data.record.id}
      dictionary={dictionary}
      title={`${dictionary.texts.editTitle} «${data.record.name}»`}
      initialValues={recordToValues(dictionary.fields, data.record)}
      recordId={data.record.id}
      version={(data.record as { version?: number }).version}
      saving={saving}
      successNotice={dictionary.texts.updated}
      save={async (input) => (await update({ variables: { id, input } })).data?.saved.id}
    />
  );
}

interface FormScreenBodyProps<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput> extends FormScreenProps<TRow, TRecord, TInput> {
  title: string;
  initialValues: FormValues;
  recordId?: number;
  /** The version the record was read at, for records two people may edit at once (CONTRACT §17); it follows the cache after each save. */
  version?: number;
  saving: boolean;
  successNotice: string;
  /** Answers the saved record's id. */
  save: (input: TInput) => Promise<number | undefined>;
  /** Buttons beside the heading, told whether the form has unsaved changes (a newsletter is sent only as saved). */
  actions?: (unsaved: boolean) => ReactNode;
}

/**
 * Holds the form state: checks, saves, shows the notice and the server's field errors (the first
 * of them focused), then returns to the list, or with «Сохранить и остаться» stays on the record
 * (a new one at its edit address). Leaving with unsaved changes asks first.
 */
export function DictionaryFormScreen<TRow extends DictionaryRow, TRecord extends DictionaryRow, TInput>({
  dictionary,
  title,
  initialValues,
  recordId,
  version: loadedVersion,
  saving,
  successNotice,
  save,
  actions,
}: FormScreenBodyProps<TRow, TRecord, TInput>) {
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a save met a newer version: the record now, and the version the next save is based on.
  const [stale, setStale] = useState<(TRecord & { version: number }) | null>(null);
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const version = baseVersion ?? loadedVersion;
  const guard = useUnsavedGuard(values);
  const { formRef, revealFirstError } = useFirstErrorFocus();

  const refuse = (problems: FieldErrors) => {
    setErrors(problems);
    revealFirstError();
  };

  const change = (name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = async (stay: boolean) => {
    const problems = validateValues(dictionary.fields, values);
    if (Object.keys(problems).length) {
      refuse(problems);
      return;
    }
    setStale(null);
    try {
      // The input is built from the described fields, which match the dictionary's GraphQL input type.
      const savedId = await save({ ...valuesToInput(dictionary.fields, values), ...(version ? { version } : {}) } as TInput);
      notifySuccess(successNotice);
      guard.markSaved(values);
      setErrors({});
      setBaseVersion(null);
      if (!stay) navigate(dictionary.urls.list);
      else if (recordId === undefined && savedId) navigate(dictionary.urls.edit(savedId));
    } catch (failure) {
      const current = version ? staleCurrent<TRecord & { version: number }>(failure) : undefined;
      if (current) {
        setStale(current);
        notifyError(STALE_MESSAGE);
        return;
      }
      refuse(fieldErrors(failure));
      notifyError(errorMessage(failure));
    }
  };

  const rebase = (current: TRecord & { version: number }, takeValues: boolean) => {
    if (takeValues) {
      const now = recordToValues(dictionary.fields, current);
      setValues(now);
      guard.markSaved(now);
    }
    setBaseVersion(current.version);
    setStale(null);
  };

  return (
    <Stack gap="6">
      <ListHeading title={title} back={{ to: dictionary.urls.list, label: dictionary.texts.title }} actions={actions?.(guard.dirty)} />
      {stale && <StaleNotice lines={recordLines(dictionary.fields, stale)} onTakeCurrent={() => rebase(stale, true)} onKeepMine={() => rebase(stale, false)} />}
      <DictionaryForm
        fields={dictionary.fields}
        values={values}
        errors={errors}
        onChange={change}
        onSubmit={() => void submit(false)}
        onSaveAndStay={() => void submit(true)}
        saving={saving}
        cancelUrl={dictionary.urls.list}
        recordId={recordId}
        formRef={formRef}
      />
      {guard.dialog}
    </Stack>
  );
}

/** A record's values as lines a manager reads: «Стоимость, ₽: 350», «Нужен адрес доставки: да», a choice by its label. */
function recordLines(fields: FieldSpec[], record: object): string[] {
  const values = recordToValues(fields, record);
  return fields.map((field) => {
    const value = field.kind === 'choice' ? (field.options.find((option) => option.value === values[field.name])?.label ?? values[field.name]) : values[field.name];
    const text = typeof value === 'boolean' ? (value ? 'да' : 'нет') : Array.isArray(value) ? value.join(', ') : String(value ?? '');
    return `${field.label}: ${text || '—'}`;
  });
}
