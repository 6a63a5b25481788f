import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { SubscribeStockAlertDocument } from '../../../generated/stock-alert/graphql';
import { useSession } from '../../../shared/auth/session';
import { ConsentField } from '../../forms/ConsentField';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, consentGiven, emailAddress } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Stack, Text } from '../../ui/Text';

export interface StockAlertFormProps {
  /** The sold-out variant the shopper waits for. */
  variantId: number;
}

/**
 * «Сообщить о поступлении» on a sold-out variant (CONTRACT §16, §18): an address (the signed-in
 * shopper's, to begin with) and the consent (152-ФЗ); the shop writes once, when the variant is back.
 * An address not confirmed before is asked to check its mail for the letter that confirms it.
 * Loaded on the first click, out of the product page's first load.
 */
export function StockAlertForm({ variantId }: StockAlertFormProps) {
  const { user } = useSession();
  const [subscribe] = useMutation(SubscribeStockAlertDocument);
  const [waiting, setWaiting] = useState<{ email: string; pending: boolean }>();
  // Opened by a button that goes away: the focus moves into the form instead of being lost.
  const own = useRef<HTMLFormElement>(null);
  useEffect(() => own.current?.querySelector('input')?.focus(), []);
  const form = useForm({
    initial: { email: user?.email ?? '', consent: false },
    validate: (values) => check({ email: emailAddress(values.email), consent: consentGiven(values.consent) }),
    onSubmit: async ({ email }) => {
      const { data } = await subscribe({ variables: { input: { productVariantId: variantId, email: email.trim(), consent: true } } });
      setWaiting({ email: data?.subscribeStockAlert.email ?? email.trim(), pending: data?.subscribeStockAlert.status === 'pending' });
    },
  });
  // The session is checked after the page loads: the shopper's address fills an empty field when it is known.
  const { setValues } = form;
  useEffect(() => {
    if (user?.email) setValues((values) => (values.email ? values : { ...values, email: user.email }));
  }, [user?.email, setValues]);
  // An address not confirmed before must be confirmed by its letter first (CONTRACT §18).
  if (waiting?.pending) return <FormAlert status="success" title="Проверьте почту: мы отправили письмо для подтверждения адреса" />;
  if (waiting) return <FormAlert status="success" title={`Мы напишем на ${waiting.email}, когда товар появится`} />;
  return (
    <form ref={own} onSubmit={form.onSubmit} noValidate aria-label="Сообщить о поступлении">
      <Stack gap={3}>
        <Text size="sm" tone="muted">
          Пришлём одно письмо, как только этот вариант снова будет в наличии.
        </Text>
        {form.failure && <FormAlert title={form.failure} />}
        <TextField label="Электронная почта" type="email" autoComplete="email" required {...form.field('email')} />
        <ConsentField {...form.field('consent')} />
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Отправляем…' : 'Сообщить мне'}
        </Button>
      </Stack>
    </form>
  );
}
