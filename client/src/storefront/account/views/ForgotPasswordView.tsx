import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument } from '../../../generated/account/graphql';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { FormPage } from '../../forms/FormPage';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, emailAddress } from '../../forms/validation';
import { Link } from '../../routing';
import { Button } from '../../ui/Button';
import { Stack, Text, linkClass } from '../../ui/Text';
import { accountUrls } from '../urls';

export const RESET_MAIL_NOTICE = 'Письмо со ссылкой для смены пароля отправлено';

/** «Забыли пароль?»: `requestPasswordReset` mails a link to /reset-password/… (the server answers the same for any address). */
export function ForgotPasswordView() {
  const [requestReset, { data }] = useMutation(RequestPasswordResetDocument);
  const form = useForm({
    initial: { email: '' },
    validate: (values) => check({ email: emailAddress(values.email) }),
    onSubmit: async (values) => {
      await requestReset({ variables: { email: values.email.trim() } });
      notifySuccess(RESET_MAIL_NOTICE);
    },
  });
  return (
    <FormPage
      title="Восстановление пароля"
      lead="Укажите почту, с которой вы регистрировались: мы пришлём ссылку для смены пароля."
      footer={
        <Text>
          <Link to={accountUrls.signIn} className={linkClass()}>
            Вспомнили пароль? Войти
          </Link>
        </Text>
      }
    >
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.failure && <FormAlert title={form.failure} />}
          {data && !form.failure && <FormAlert status="success" title={data.requestPasswordReset.message} />}
          <TextField label="Электронная почта" type="email" autoComplete="email" required {...form.field('email')} />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Отправляем…' : 'Прислать ссылку'}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
