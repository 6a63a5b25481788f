import { useMutation } from '@apollo/client/react';
import { ResendConfirmationDocument } from '../../../generated/account/graphql';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, emailAddress } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';

/** Mails the confirmation link again (`resendConfirmation`): to `email` when known, else to the address typed in. */
export function ResendConfirmationForm({ email }: { email?: string }) {
  const [resend, { data }] = useMutation(ResendConfirmationDocument);
  const form = useForm({
    initial: { email: email ?? '' },
    validate: (values) => check({ email: emailAddress(values.email) }),
    onSubmit: async (values) => {
      const result = await resend({ variables: { email: values.email.trim() } });
      notifySuccess(result.data?.resendConfirmation.message ?? 'Письмо для подтверждения почты отправлено');
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Повторное письмо для подтверждения почты">
      <Stack gap={4}>
        {form.failure && <FormAlert title={form.failure} />}
        {data && !form.failure && <FormAlert status="success" title={data.resendConfirmation.message} />}
        {email === undefined && <TextField label="Электронная почта" type="email" autoComplete="email" required {...form.field('email')} />}
        <Stack row>
          <Button type="submit" variant="outline" loading={form.submitting}>
            {form.submitting ? 'Отправляем…' : 'Отправить письмо ещё раз'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
