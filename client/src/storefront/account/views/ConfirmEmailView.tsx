import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmEmailDocument } from '../../../generated/account/graphql';
import { errorCode, errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { catalogUrls } from '../../catalog/urls';
import { FormAlert } from '../../forms/FormAlert';
import { FormPage } from '../../forms/FormPage';
import { Link, useParams } from '../../routing';
import { Button, buttonClass } from '../../ui/Button';
import { Loader } from '../../ui/Feedback';
import { Stack, Text } from '../../ui/Text';
import { ResendConfirmationForm } from '../components/ResendConfirmationForm';
import { signInWith } from '../session-payload';
import { accountUrls } from '../urls';

export const EMAIL_CONFIRMED = 'Почта подтверждена';
export const ALREADY_CONFIRMED = 'Уже проверено';

type Outcome =
  { kind: 'pending' } | { kind: 'confirmed'; name: string } | { kind: 'already' } | { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/**
 * The link from the sign-up letter (CONTRACT §6): `confirmEmail` with the token of the address,
 * then the shopper is signed in (SPEC §4). A second visit is «Уже проверено» (408); a broken or
 * expired link shows the server's message and offers to mail a new one.
 */
export function ConfirmEmailView() {
  const { token = '' } = useParams<{ token?: string }>();
  const [confirm] = useMutation(ConfirmEmailDocument);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const sent = useRef(false);

  const run = async () => {
    setOutcome({ kind: 'pending' });
    try {
      const { data } = await confirm({ variables: { token } });
      if (!data) throw new Error('Пустой ответ сервера');
      signInWith(data.confirmEmail);
      notifySuccess(EMAIL_CONFIRMED);
      setOutcome({ kind: 'confirmed', name: data.confirmEmail.user.firstName });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ALREADY_CONFIRMED') setOutcome({ kind: 'already' });
      else if (code === 'VALIDATION') setOutcome({ kind: 'invalid', message: errorMessage(error) });
      else {
        setOutcome({ kind: 'failed', message: errorMessage(error) });
        notifyError(errorMessage(error));
      }
    }
  };

  useEffect(() => {
    // The token works once: React's strict mode runs effects twice, the request goes once.
    if (sent.current) return;
    sent.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link's token is sent once, on the page's first render
  }, []);

  return (
    <FormPage title="Подтверждение почты">
      {outcome.kind === 'pending' && <Loader label="Проверяем ссылку…" />}
      {outcome.kind === 'confirmed' && (
        <Stack gap={4}>
          <FormAlert status="success" title={EMAIL_CONFIRMED}>
            {outcome.name ? `${outcome.name}, спасибо! ` : 'Спасибо! '}Адрес подтверждён, вы вошли в личный кабинет.
          </FormAlert>
          <Stack row wrap gap={3}>
            <Link to={accountUrls.profile} className={buttonClass()}>
              Перейти в профиль
            </Link>
            <Link to={catalogUrls.catalog} className={buttonClass({ variant: 'outline' })}>
              В каталог
            </Link>
          </Stack>
        </Stack>
      )}
      {outcome.kind === 'already' && (
        <Stack gap={4}>
          <FormAlert status="info" title={ALREADY_CONFIRMED}>
            Этот адрес уже подтверждён. Войдите с вашей почтой и паролем.
          </FormAlert>
          <Stack row>
            <Link to={accountUrls.signIn} className={buttonClass()}>
              Войти
            </Link>
          </Stack>
        </Stack>
      )}
      {outcome.kind === 'invalid' && (
        <Stack gap={5}>
          <FormAlert title={outcome.message} />
          <Text tone="muted">Укажите адрес, с которым вы регистрировались, и мы пришлём новую ссылку.</Text>
          <ResendConfirmationForm />
        </Stack>
      )}
      {outcome.kind === 'failed' && (
        <Stack gap={4}>
          <FormAlert title={outcome.message} />
          <Stack row>
            <Button variant="outline" onClick={() => void run()}>
              Повторить
            </Button>
          </Stack>
        </Stack>
      )}
    </FormPage>
  );
}
