import { useMutation } from '@apollo/client/react';
import { SignInDocument } from '../../../generated/account/graphql';
import { useSession } from '../../../shared/auth/session';
import { errorMessage, errorCode } from '../../../shared/errors/error-message';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { FormPage } from '../../forms/FormPage';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, emailAddress, FILL_IN } from '../../forms/validation';
import { Link, Navigate, useLocation, useNavigate } from '../../routing';
import { Button } from '../../ui/Button';
import { Stack, Text, linkClass } from '../../ui/Text';
import { returnPath, signInWith } from '../session-payload';
import { accountUrls } from '../urls';

export const SIGNED_IN_NOTICE = 'Вы успешно авторизованы!';
export const WRONG_CREDENTIALS = 'Неверная электронная почта или пароль.';

/** A 401 at sign-in means the pair did not match; anything else is the server's own message. */
const describeSignInError = (error: unknown) => (errorCode(error) === 'UNAUTHENTICATED' ? WRONG_CREDENTIALS : errorMessage(error));

/** The shopper's sign-in: `signIn`, both tokens stored, 'Вы успешно авторизованы!' (SPEC §4, §8). */
export function SignInView() {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const [signIn] = useMutation(SignInDocument);
  const form = useForm({
    initial: { email: '', password: '' },
    validate: (values) => check({ email: emailAddress(values.email), password: !values.password && FILL_IN }),
    describeError: describeSignInError,
    onSubmit: async ({ email, password }) => {
      const { data } = await signIn({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('Пустой ответ сервера');
      signInWith(data.signIn);
      notifySuccess(SIGNED_IN_NOTICE);
      navigate(returnPath(location.state, accountUrls.profile), { replace: true });
    },
  });

  if (user && !form.submitting) return <Navigate to={accountUrls.profile} replace />;

  return (
    <FormPage
      title="Вход"
      lead="Войдите, чтобы видеть свои заказы и данные профиля."
      footer={
        <>
          <Text>
            <Link to={accountUrls.forgotPassword} className={linkClass()}>
              Забыли пароль?
            </Link>
          </Text>
          <Text>
            Нет учётной записи?{' '}
            <Link to={accountUrls.signUp} className={linkClass()}>
              Зарегистрироваться
            </Link>
          </Text>
        </>
      }
    >
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.failure && <FormAlert title={form.failure} />}
          <TextField label="Электронная почта" type="email" autoComplete="username" required {...form.field('email')} />
          <TextField label="Пароль" type="password" autoComplete="current-password" required {...form.field('password')} />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Вход…' : 'Войти'}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
