import { useMutation } from '@apollo/client/react';
import { SignUpDocument } from '../../../generated/account/graphql';
import { notifySuccess } from '../../../shared/notices/notices';
import { ConsentField } from '../../forms/ConsentField';
import { FormAlert } from '../../forms/FormAlert';
import { FormPage } from '../../forms/FormPage';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, consentGiven, emailAddress, newPassword, requiredText } from '../../forms/validation';
import { Link, useNavigate } from '../../routing';
import { Button } from '../../ui/Button';
import { Stack, Text, linkClass } from '../../ui/Text';
import { signInWith } from '../session-payload';
import { accountUrls } from '../urls';

export const SIGNED_UP_NOTICE = 'Письмо с логином и паролем отправлено на вашу почту';
/** A password the shopper chose is never mailed: the letter brings the login and the confirmation link. */
export const SIGNED_UP_WITH_PASSWORD_NOTICE = 'Письмо для подтверждения почты отправлено на вашу почту';

/**
 * Sign-up (SPEC §4, CONTRACT §2): the password may be left empty, then the shop makes one up and
 * mails it; the consent to personal-data processing is required. The new account is signed in.
 */
export function SignUpView() {
  const navigate = useNavigate();
  const [signUp] = useMutation(SignUpDocument);
  const form = useForm({
    initial: { email: '', firstName: '', lastName: '', password: '', consent: false },
    validate: (values) =>
      check({
        email: emailAddress(values.email),
        firstName: requiredText(values.firstName),
        password: newPassword(values.password, { optional: true }),
        consent: consentGiven(values.consent),
      }),
    onSubmit: async ({ email, firstName, lastName, password }) => {
      const input = { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), consent: true, ...(password ? { password } : {}) };
      const { data } = await signUp({ variables: { input } });
      if (!data) throw new Error('Пустой ответ сервера');
      signInWith(data.signUp);
      notifySuccess(password ? SIGNED_UP_WITH_PASSWORD_NOTICE : SIGNED_UP_NOTICE);
      navigate(accountUrls.profile, { replace: true });
    },
  });

  return (
    <FormPage
      title="Регистрация"
      lead="Личный кабинет хранит историю заказов, избранное и адреса доставки."
      footer={
        <Text>
          Уже зарегистрированы?{' '}
          <Link to={accountUrls.signIn} className={linkClass()}>
            Войти
          </Link>
        </Text>
      }
    >
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.failure && <FormAlert title={form.failure} />}
          <TextField label="Электронная почта" type="email" autoComplete="email" required {...form.field('email')} />
          <TextField label="Имя" autoComplete="given-name" required {...form.field('firstName')} />
          <TextField label="Фамилия" autoComplete="family-name" {...form.field('lastName')} />
          <TextField
            label="Пароль"
            type="password"
            autoComplete="new-password"
            helper="Если оставить пустым, мы придумаем пароль и пришлём его письмом"
            {...form.field('password')}
          />
          <ConsentField {...form.field('consent')} />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Регистрация…' : 'Зарегистрироваться'}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
