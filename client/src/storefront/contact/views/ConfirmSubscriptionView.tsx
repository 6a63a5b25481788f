import { useState, type FormEvent } from 'react';
import { PageTitle } from '../../../shared/components/PageTitle';
import { catalogUrls } from '../../catalog/urls';
import { FormAlert } from '../../forms/FormAlert';
import { homeUrl } from '../../home/urls';
import { Link, useParams, useSearchParams } from '../../routing';
import { NoIndex } from '../../seo/NoIndex';
import { Button, buttonClass } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';
import { confirmSubscription, SubscriptionRefused } from '../subscription-api';
import { confirmSubscriptionUrl } from '../urls';

type Outcome = { kind: 'asking'; failure?: string } | { kind: 'confirmed'; email?: string } | { kind: 'invalid'; message?: string };

const fromResult = (result: string | null): Outcome => (result === 'confirmed' ? { kind: 'confirmed' } : result === 'invalid' ? { kind: 'invalid' } : { kind: 'asking' });

/**
 * The link of the letter «Подтвердите подписку» (CONTRACT §18). Opening it confirms nothing (mail
 * scanners open links): the page asks, and «Подтвердить» does it. With JavaScript the button calls
 * `POST /api/subscribes/confirm`; without it (or before the page has hydrated) the form itself goes
 * to the server, which confirms and answers with this page again, `?result=confirmed` or `invalid`.
 */
export function ConfirmSubscriptionView() {
  const { token = '' } = useParams<{ token?: string }>();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>(() => fromResult(params.get('result')));
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const { email } = await confirmSubscription(token);
      setOutcome({ kind: 'confirmed', email });
    } catch (error) {
      if (error instanceof SubscriptionRefused && error.code === 'NOT_FOUND') setOutcome({ kind: 'invalid', message: error.message });
      else setOutcome({ kind: 'asking', failure: error instanceof SubscriptionRefused ? error.message : 'Не удалось связаться с магазином. Проверьте подключение и попробуйте ещё раз.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={4} align="start" style={{ padding: '2.5rem 0' }}>
      <NoIndex />
      {outcome.kind === 'asking' && (
        <>
          <PageTitle title="Подтверждение подписки" />
          <Heading as="h1" size="2xl">
            Подтвердите подписку на новости магазина
          </Heading>
          <Text tone="muted">Мы будем присылать новинки, скидки и распродажи — не чаще раза в неделю. Отписаться можно в любой момент по ссылке в каждом письме.</Text>
          {outcome.failure && <FormAlert title={outcome.failure} />}
          <form method="post" action={confirmSubscriptionUrl(token)} onSubmit={(event) => void submit(event)}>
            <Button type="submit" loading={sending}>
              Подтвердить
            </Button>
          </form>
        </>
      )}
      {outcome.kind === 'confirmed' && (
        <>
          <PageTitle title="Подписка подтверждена" />
          <Heading as="h1" size="2xl">
            Подписка подтверждена
          </Heading>
          <Text tone="muted">
            {outcome.email ? `Спасибо! Приветственное письмо отправлено на ${outcome.email}.` : 'Спасибо! Мы отправили вам приветственное письмо.'} Отписаться можно по ссылке в любом письме.
          </Text>
          <Link to={catalogUrls.catalog} className={buttonClass()}>
            В каталог
          </Link>
        </>
      )}
      {outcome.kind === 'invalid' && (
        <>
          <PageTitle title="Ссылка недействительна" />
          <Heading as="h1" size="2xl">
            Ссылка недействительна
          </Heading>
          <Text tone="muted">{outcome.message ?? 'Ссылка для подтверждения подписки устарела или уже использована.'}</Text>
          <Text tone="muted">Если подписка ещё не подтверждена, подпишитесь снова в форме внизу страницы — мы пришлём новое письмо.</Text>
          <Link to={homeUrl} className={buttonClass({ variant: 'outline' })}>
            На главную
          </Link>
        </>
      )}
    </Stack>
  );
}
