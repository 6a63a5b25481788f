import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SubscribeToNewsDocument } from '../../../generated/account/graphql';
import { ConsentField } from '../../forms/ConsentField';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, consentGiven, emailAddress } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';

/**
 * The newsletter's form (CONTRACT §13, §18): an address and the consent (152-ФЗ). The shop mails
 * the letter «Подтвердите подписку»; the subscription starts when its link is followed. The answer
 * is the same for any address (one already subscribed too), and so is what the form says.
 */
export interface SubscribeFormProps {
  title?: string;
  id?: string;
  /** Labels of its own where the page has another form (the footer): «Почта для рассылки». */
  labels?: { email: string; consent: string };
}

export function SubscribeForm({ title = 'Рассылка', id = 'subscribe', labels }: SubscribeFormProps) {
  const [subscribe] = useMutation(SubscribeToNewsDocument);
  const [subscribed, setSubscribed] = useState<string>();
  const form = useForm({
    initial: { email: '', consent: false },
    validate: (values) => check({ email: emailAddress(values.email), consent: consentGiven(values.consent) }),
    onSubmit: async ({ email }) => {
      const { data } = await subscribe({ variables: { input: { email: email.trim(), consent: true } } });
      setSubscribed(data?.subscribe.email ?? email.trim());
    },
  });
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      <Text size="sm" tone="muted">
        Новинки, распродажи и новости магазина — не чаще раза в неделю.
      </Text>
      {subscribed ? (
        <FormAlert status="success" title={`Почти готово: письмо отправлено на ${subscribed}`}>
          Откройте его и подтвердите подписку по ссылке — без подтверждения рассылка не придёт.
        </FormAlert>
      ) : (
        <form onSubmit={form.onSubmit} noValidate>
          <Stack gap={3}>
            {form.failure && <FormAlert title={form.failure} />}
            <TextField label={labels?.email ?? 'Электронная почта'} type="email" autoComplete="email" required {...form.field('email')} />
            <ConsentField {...form.field('consent')} label={labels?.consent} />
            <Button type="submit" loading={form.submitting}>
              {form.submitting ? 'Подписываем…' : 'Подписаться'}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
