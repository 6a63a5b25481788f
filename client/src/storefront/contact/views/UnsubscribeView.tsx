import { useState, type FormEvent } from 'react';
import { PageTitle } from '../../../shared/components/PageTitle';
import { catalogUrls } from '../../catalog/urls';
import { FormAlert } from '../../forms/FormAlert';
import { homeUrl } from '../../home/urls';
import { Link, useParams, useSearchParams } from '../../routing';
import { NoIndex } from '../../seo/NoIndex';
import { Button, buttonClass } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';
import { SubscriptionRefused, unsubscribe } from '../subscription-api';
import { unsubscribeUrl } from '../urls';

/**
 * Where the «Отписаться» link of every letter to a subscriber leads (CONTRACT §18). Opening it
 * unsubscribes nobody — mail scanners open links — it asks, and the button does it: with JavaScript
 * through `POST /api/subscribes/{mailId}/unsubscribe`, without it (or before the page has hydrated)
 * by sending the form to the server, which answers with this page again, `?result=unsubscribed`.
 * An address already gone is told the same: there is nothing left to do.
 */
export function UnsubscribeView() {
  const { mailId = '' } = useParams<{ mailId?: string }>();
  const [params] = useSearchParams();
  const [done, setDone] = useState(params.get('result') === 'unsubscribed');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(undefined);
    try {
      await unsubscribe(mailId);
      setDone(true);
    } catch (error) {
      // a link whose id is not even well formed unsubscribes nobody: nothing left to do
      if (error instanceof SubscriptionRefused && (error.code === 'VALIDATION' || error.code === 'NOT_FOUND')) setDone(true);
      else setFailure(error instanceof SubscriptionRefused ? error.message : 'Не удалось связаться с магазином. Проверьте подключение и попробуйте ещё раз.');
    } finally {
      setSending(false);
    }
  };

  if (done)
    return (
      <Stack gap={4} align="start" style={{ padding: '2.5rem 0' }}>
        <NoIndex />
        <PageTitle title="Вы отписались от рассылки" />
        <Heading as="h1" size="2xl">
          Вы отписались от нашей рассылки
        </Heading>
        <Text tone="muted">Писем с новостями и скидками на этот адрес больше не будет. Письма о ваших заказах по-прежнему придут.</Text>
        <Link to={catalogUrls.catalog} className={buttonClass()}>
          В каталог
        </Link>
      </Stack>
    );
  return (
    <Stack gap={4} align="start" style={{ padding: '2.5rem 0' }}>
      <NoIndex />
      <PageTitle title="Отписка от рассылки" />
      <Heading as="h1" size="2xl">
        Отписаться от рассылки?
      </Heading>
      <Text tone="muted">Вы перестанете получать письма с новинками, скидками и новостями магазина. Письма о ваших заказах по-прежнему будут приходить.</Text>
      {failure && <FormAlert title={failure} />}
      <form method="post" action={unsubscribeUrl(mailId)} onSubmit={(event) => void submit(event)}>
        <Stack row wrap gap={3}>
          <Button type="submit" loading={sending}>
            Отписаться
          </Button>
          <Link to={homeUrl} className={buttonClass({ variant: 'outline' })}>
            Остаться подписанным
          </Link>
        </Stack>
      </form>
    </Stack>
  );
}
