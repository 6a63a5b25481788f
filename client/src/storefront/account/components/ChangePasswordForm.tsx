import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument, SignInDocument, type AccountUserFragment } from '../../../generated/account/graphql';
import { endSession } from '../../../shared/auth/session';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, FILL_IN, newPassword, samePassword } from '../../forms/validation';
import { useNavigate } from '../../routing';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';
import { signInWith } from '../session-payload';
import { accountUrls } from '../urls';

export const SIGN_IN_AGAIN = 'Пароль изменён. Войдите с новым паролем.';

/**
 * `changePassword` with the old and the new password. The server then ends every session of the
 * account, this one included, so the page signs in again with the new password at once.
 */
export function ChangePasswordForm({ user }: { user: AccountUserFragment }) {
  const navigate = useNavigate();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const [signIn] = useMutation(SignInDocument);
  const form = useForm({
    initial: { oldPassword: '', password: '', repeat: '' },
    validate: (values) =>
      check({ oldPassword: !values.oldPassword && FILL_IN, password: newPassword(values.password), repeat: samePassword(values.repeat, values.password) }),
    onSubmit: async ({ oldPassword, password }) => {
      const { data } = await changePassword({ variables: { userId: user.id, input: { oldPassword, password } } });
      const message = data?.changePassword.message ?? 'Пароль изменён';
      try {
        const signedIn = await signIn({ variables: { input: { email: user.email, password } } });
        if (!signedIn.data) throw new Error('Пустой ответ сервера');
        signInWith(signedIn.data.signIn);
      } catch {
        endSession();
        notifySuccess(SIGN_IN_AGAIN);
        navigate(accountUrls.signIn, { replace: true });
        return;
      }
      form.setValues({ oldPassword: '', password: '', repeat: '' });
      notifySuccess(message);
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Смена пароля">
      <Stack gap={4}>
        {form.failure && <FormAlert title={form.failure} />}
        <TextField label="Текущий пароль" type="password" autoComplete="current-password" required {...form.field('oldPassword')} />
        <TextField label="Новый пароль" type="password" autoComplete="new-password" required helper="Не короче 8 символов" {...form.field('password')} />
        <TextField label="Повторите новый пароль" type="password" autoComplete="new-password" required {...form.field('repeat')} />
        <Stack row>
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Сохраняем…' : 'Сменить пароль'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
