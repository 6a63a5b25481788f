import { useMutation } from '@apollo/client/react';
import { UpdateProfileDocument, type AccountUserFragment } from '../../../generated/account/graphql';
import { updateSessionUser } from '../../../shared/auth/session';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, requiredText } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';

export const PROFILE_UPDATED = 'Данные профиля обновлены';

/** First and last name of the signed-in user: `updateUser` with their own id. */
export function ProfileForm({ user }: { user: AccountUserFragment }) {
  const [updateUser] = useMutation(UpdateProfileDocument);
  const form = useForm({
    initial: { firstName: user.firstName, lastName: user.lastName },
    validate: (values) => check({ firstName: requiredText(values.firstName) }),
    onSubmit: async ({ firstName, lastName }) => {
      const { data } = await updateUser({ variables: { id: user.id, input: { firstName: firstName.trim(), lastName: lastName.trim() } } });
      if (data) updateSessionUser(data.updateUser);
      notifySuccess(PROFILE_UPDATED);
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Личные данные">
      <Stack gap={4}>
        {form.failure && <FormAlert title={form.failure} />}
        <TextField label="Имя" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Фамилия" autoComplete="family-name" {...form.field('lastName')} />
        <Stack row>
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Сохраняем…' : 'Сохранить'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
