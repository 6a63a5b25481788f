import { useMutation, useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AdminUserRecordDocument, CreateUserDocument, UpdateUserDocument, type Role } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';
import { errorMessage, errorCode, fieldErrors, type FieldErrors } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { DictionaryForm } from '../../dictionaries/components/DictionaryForm';
import type { FieldSpec, FormValue, FormValues } from '../../dictionaries/dictionary';
import { validateValues } from '../../dictionaries/form-values';
import { useFirstErrorFocus } from '../../forms/use-first-error-focus';
import { useUnsavedGuard } from '../../forms/use-unsaved-guard';
import { roleOptions } from '../roles';
import { userUrls } from '../urls';
import { fullName } from './UsersListView';

const useRoleOptions = () => ({ options: roleOptions, loading: false });

const roleField: FieldSpec = { kind: 'select', name: 'role', recordKey: 'role', label: 'Роль', useOptions: useRoleOptions };
const verifiedField: FieldSpec = { kind: 'checkbox', name: 'isVerified', label: 'Почта подтверждена' };

const createFields: FieldSpec[] = [
  { kind: 'text', name: 'email', label: 'Электронная почта', required: true, whenEmpty: 'omit', placeholder: 'name@example.ru' },
  { kind: 'text', name: 'firstName', label: 'Имя', required: true, whenEmpty: 'omit' },
  { kind: 'text', name: 'lastName', label: 'Фамилия', whenEmpty: 'omit' },
  roleField,
  verifiedField,
];

const editFields: FieldSpec[] = [roleField, verifiedField];

const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** `/admin/settings/users/create-user`: the shop makes up the password and mails it to the new user. */
export function UserCreateView() {
  const [create, { loading }] = useMutation(CreateUserDocument);
  return (
    <UserFormScreen
      title="Новый пользователь"
      fields={createFields}
      initialValues={{ email: '', firstName: '', lastName: '', role: 'User', isVerified: false }}
      saving={loading}
      successNotice="Пользователь создан, пароль отправлен ему на почту"
      save={(values) =>
        create({
          variables: {
            input: {
              email: text(values.email),
              firstName: text(values.firstName),
              ...(text(values.lastName) ? { lastName: text(values.lastName) } : {}),
              role: values.role as Role,
              isVerified: values.isVerified === true,
            },
          },
        })
      }
    />
  );
}

/** `/admin/settings/users/:id`: the role and «Почта подтверждена» of one user. */
export function UserEditView() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(AdminUserRecordDocument, { variables: { id }, skip: !validId, fetchPolicy: 'network-only' });
  const [update, { loading: saving }] = useMutation(UpdateUserDocument);

  if (!validId || (error && errorCode(error) === 'NOT_FOUND')) {
    return (
      <Stack gap="3">
        <PageTitle title="Изменение пользователя" />
        <Heading as="h1" size="2xl">
          Изменение пользователя
        </Heading>
        <Text>Пользователь не найден: возможно, его уже удалили.</Text>
        <RouterLink to={userUrls.list}>Вернуться к списку</RouterLink>
      </Stack>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const user = data.record;
  return (
    <UserFormScreen
      key={user.id}
      title={`Пользователь ${user.email}`}
      subtitle={fullName(user)}
      fields={editFields}
      initialValues={{ role: user.role, isVerified: user.isVerified }}
      saving={saving}
      successNotice="Данные пользователя обновлены"
      save={(values) => update({ variables: { id, input: { role: values.role as Role, isVerified: values.isVerified === true } } })}
    />
  );
}

interface UserFormScreenProps {
  title: string;
  subtitle?: string;
  fields: FieldSpec[];
  initialValues: FormValues;
  saving: boolean;
  successNotice: string;
  save: (values: FormValues) => Promise<unknown>;
}

/** Checks, saves, shows the notice and the server's field errors (`extensions.details`), returns to the list. */
function UserFormScreen({ title, subtitle, fields, initialValues, saving, successNotice, save }: UserFormScreenProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
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

  const submit = async () => {
    const problems = validateValues(fields, values);
    if (Object.keys(problems).length) {
      refuse(problems);
      return;
    }
    try {
      await save(values);
      guard.markSaved(values);
      notifySuccess(successNotice);
      navigate(userUrls.list);
    } catch (failure) {
      refuse(fieldErrors(failure));
      notifyError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="6">
      <PageTitle title={title} />
      <Stack gap="1">
        <RouterLink to={userUrls.list} fontSize="sm" color="fg.muted">
          ← Пользователи
        </RouterLink>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      <DictionaryForm
        fields={fields}
        values={values}
        errors={errors}
        onChange={change}
        onSubmit={() => void submit()}
        saving={saving}
        submitLabel="Сохранить"
        cancelUrl={userUrls.list}
        formRef={formRef}
      />
      {guard.dialog}
    </Stack>
  );
}
