import { useMutation } from '@apollo/client/react';
import { ResetPasswordDocument } from '../../../generated/account/graphql';
import { errorCode } from '../../../shared/errors/error-message';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { FormPage } from '../../forms/FormPage';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, newPassword, samePassword } from '../../forms/validation';
import { Link, useNavigate, useParams } from '../../routing';
import { Button } from '../../ui/Button';
import { Stack, linkClass } from '../../ui/Text';
import { signInWith } from '../session-payload';
import { accountUrls } from '../urls';

export const PASSWORD_CHANGED = 'Пароль изменён';

/** The link from the reset letter (CONTRACT §6): a new password, then the shopper is signed in (SPEC §4). */
export function ResetPasswordView() {
  const { token = '' } = useParams<{ token?: string }>();
  const navigate = useNavigate();
  const [resetPassword, { error }] = useMutation(ResetPasswordDocument);
  const form = useForm({
    initial: { password: '', repeat: '' },
    validate: (values) => check({ password: newPassword(values.password), repeat: samePassword(values.repeat, values.password) }),
    onSubmit: async ({ password }) => {
      const { data } = await resetPassword({ variables: { input: { token, password } } });
      if (!data) throw new Error('Пустой ответ сервера');
      signInWith(data.resetPassword);
      notifySuccess(PASSWORD_CHANGED);
      navigate(accountUrls.profile, { replace: true });
    },
  });
  // A 400 without field reasons is the link itself: broken or expired.
  const linkRefused = errorCode(error) === 'VALIDATION' && Object.keys(form.errors).length === 0;
  return (
    <FormPage title="Новый пароль" lead="Придумайте новый пароль: не короче 8 символов. После смены вы войдёте в личный кабинет.">
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.failure && (
            <FormAlert title={form.failure}>{linkRefused && (
                <Link to={accountUrls.forgotPassword} className={linkClass()}>
                  Запросить новую ссылку
                </Link>
              )}</FormAlert>
          )}
          <TextField label="Новый пароль" type="password" autoComplete="new-password" required {...form.field('password')} />
          <TextField label="Повторите пароль" type="password" autoComplete="new-password" required {...form.field('repeat')} />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Сохраняем…' : 'Сменить пароль'}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
