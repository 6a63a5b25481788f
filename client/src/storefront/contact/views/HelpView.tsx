import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SendHelpMessageDocument } from '../../../generated/account/graphql';
import { useSession } from '../../../shared/auth/session';
import { notifySuccess } from '../../../shared/notices/notices';
import { ConsentField } from '../../forms/ConsentField';
import { FormAlert } from '../../forms/FormAlert';
import { FormPage } from '../../forms/FormPage';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, consentGiven, emailAddress, phoneNumber, requiredText } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';

export const HELP_RECEIVED = 'Сообщение получено, мы ответим вам как можно скорее';

/** The help-desk message form (SPEC §2): name, email, optional phone, the message and the consent. */
export function HelpView() {
  const { user } = useSession();
  const [send] = useMutation(SendHelpMessageDocument);
  const [answer, setAnswer] = useState<string>();
  const form = useForm({
    initial: { name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '', email: user?.email ?? '', phone: '', message: '', consent: false },
    validate: (values) =>
      check({
        name: requiredText(values.name),
        email: emailAddress(values.email),
        phone: phoneNumber(values.phone, { optional: true }),
        message: requiredText(values.message),
        consent: consentGiven(values.consent),
      }),
    onSubmit: async ({ name, email, phone, message }) => {
      setAnswer(undefined);
      const input = { name: name.trim(), email: email.trim(), message: message.trim(), consent: true, ...(phone.trim() ? { phone: phone.trim() } : {}) };
      const { data } = await send({ variables: { input } });
      const text = data?.sendHelpMessage.message ?? HELP_RECEIVED;
      setAnswer(text);
      notifySuccess(text);
      form.setValues((values) => ({ ...values, message: '', consent: false }));
    },
  });
  return (
    <FormPage title="Служба поддержки" lead="Задайте вопрос о заказе, доставке или возврате — ответим на почту в течение рабочего дня.">
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.failure && <FormAlert title={form.failure} />}
          {answer && !form.failure && <FormAlert status="success" title={answer} />}
          <TextField label="Как к вам обращаться" autoComplete="name" required {...form.field('name')} />
          <TextField label="Электронная почта" type="email" autoComplete="email" required {...form.field('email')} />
          <TextField label="Телефон" type="tel" autoComplete="tel" placeholder="+7 916 123-45-67" helper="Необязательно" {...form.field('phone')} />
          <TextField label="Сообщение" rows={5} required {...form.field('message')} />
          <ConsentField {...form.field('consent')} />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Отправляем…' : 'Отправить'}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
