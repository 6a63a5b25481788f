import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState, type ReactNode } from 'react';
import { AccountMeDocument, SignOutDocument } from '../../../generated/account/graphql';
import { endSession, useSession } from '../../../shared/auth/session';
import { readTokens } from '../../../shared/auth/token-storage';
import { useHydrated } from '../../../shared/routing/server-page';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifySuccess } from '../../../shared/notices/notices';
import { homeUrl } from '../../home/urls';
import { Link, Navigate, useLocation, useNavigate } from '../../routing';
import { storedBasketId } from '../../shop/basket-storage';
import { storedWishlistId } from '../../shop/wishlist-storage';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text, linkClass } from '../../ui/Text';
import { wishlistUrls } from '../../wishlist/urls';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { SessionPending } from '../components/SessionPending';
import { ResendConfirmationForm } from '../components/ResendConfirmationForm';
import { accountUrls } from '../urls';
import styles from './ProfileView.module.css';

export const SIGNED_OUT_NOTICE = 'Вы вышли из учётной записи';

/** The profile of the signed-in shopper; an anonymous visitor is sent to the sign-in page and comes back after it. */
export function ProfileView() {
  const location = useLocation();
  const { hasTokens } = useSession();
  // Signing out removes the tokens before the page is left: that is no reason to ask for a sign-in.
  const leaving = useRef(false);
  const hydrated = useHydrated();
  if (!hydrated) return <SessionPending />;
  if (!hasTokens) return leaving.current ? null : <Navigate to={accountUrls.signIn} replace state={{ from: location }} />;
  return <Profile onLeave={() => (leaving.current = true)} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={4} aria-label={title}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Profile({ onLeave }: { onLeave: () => void }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(AccountMeDocument, { fetchPolicy: 'network-only' });
  const [signOutCall] = useMutation(SignOutDocument);
  const [signingOut, setSigningOut] = useState(false);

  /** Ends this device's session on the server, then removes both tokens whatever it answered (SPEC §4), and forgets the customer's basket and wishlist. */
  const signOut = async () => {
    setSigningOut(true);
    const refreshToken = readTokens()?.refreshToken;
    try {
      if (refreshToken) await signOutCall({ variables: { token: refreshToken } });
    } catch {
      // Offline or refused: the tokens go anyway, and the server forgets the session when it expires.
    }
    onLeave();
    endSession();
    // The basket and the wishlist became the customer's at sign-in: the next visitor starts afresh.
    storedBasketId.forget();
    storedWishlistId.forget();
    await client.clearStore();
    notifySuccess(SIGNED_OUT_NOTICE);
    navigate(homeUrl, { replace: true });
  };

  const user = data?.me;
  return (
    <Stack gap={8} className={styles.page}>
      <PageTitle title="Личный кабинет" />
      <div className={styles.top}>
        <Stack gap={1}>
          <Heading as="h1" size="3xl">
            Личный кабинет
          </Heading>
          {user && (
            <Text tone="muted">
              {[user.firstName, user.lastName].filter(Boolean).join(' ')} · {user.email}
            </Text>
          )}
        </Stack>
        <Button variant="outline" onClick={() => void signOut()} loading={signingOut}>
          {signingOut ? 'Выходим…' : 'Выйти'}
        </Button>
      </div>
      {loading && !user && <Loader />}
      {error && !user && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {user && (
        <>
          {!user.isVerified && (
            <div className={styles.unverified}>
              <Section title="Почта не подтверждена">
                <Text tone="muted">Мы отправили ссылку для подтверждения на {user.email}. Не пришло письмо? Отправим ещё раз.</Text>
                <ResendConfirmationForm email={user.email} />
              </Section>
            </div>
          )}
          <Section title="Покупки">
            <div className={styles.links}>
              <Link to={accountUrls.orders} className={linkClass()}>
                Мои заказы
              </Link>
              <Link to={accountUrls.addresses} className={linkClass()}>
                Адреса доставки
              </Link>
              <Link to={wishlistUrls.wishlist} className={linkClass()}>
                Избранное
              </Link>
            </div>
          </Section>
          <hr className={styles.separator} />
          <Section title="Личные данные">
            <ProfileForm user={user} />
          </Section>
          <hr className={styles.separator} />
          <Section title="Смена пароля">
            <ChangePasswordForm user={user} />
          </Section>
        </>
      )}
    </Stack>
  );
}
