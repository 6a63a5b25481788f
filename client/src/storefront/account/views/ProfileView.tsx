import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Separator } from '@chakra-ui/react/separator';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AccountMeDocument, SignOutDocument } from '../../../generated/account/graphql';
import { endSession, useSession } from '../../../shared/auth/session';
import { readTokens } from '../../../shared/auth/token-storage';
import { ErrorState } from '../../../shared/components/ErrorState';
import { RouterLink } from '../../../shared/components/RouterLink';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifySuccess } from '../../../shared/notices/notices';
import { homeUrl } from '../../home/urls';
import { storedBasketId } from '../../shop/basket-storage';
import { storedWishlistId } from '../../shop/wishlist-storage';
import { wishlistUrls } from '../../wishlist/urls';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { ResendConfirmationForm } from '../components/ResendConfirmationForm';
import { accountUrls } from '../urls';

export const SIGNED_OUT_NOTICE = 'Вы вышли из учётной записи';

/** The profile of the signed-in shopper; an anonymous visitor is sent to the sign-in page and comes back after it. */
export function ProfileView() {
  const location = useLocation();
  const { hasTokens } = useSession();
  // Signing out removes the tokens before the page is left: that is no reason to ask for a sign-in.
  const leaving = useRef(false);
  if (!hasTokens) return leaving.current ? null : <Navigate to={accountUrls.signIn} replace state={{ from: location }} />;
  return <Profile onLeave={() => (leaving.current = true)} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
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
    await navigate(homeUrl, { replace: true });
  };

  const user = data?.me;
  return (
    <Stack gap="8" maxW="2xl">
      <PageTitle title="Личный кабинет" />
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'flex-end' }} gap="4">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Личный кабинет
          </Heading>
          {user && (
            <Text color="fg.muted">
              {[user.firstName, user.lastName].filter(Boolean).join(' ')} · {user.email}
            </Text>
          )}
        </Stack>
        <Button variant="outline" onClick={() => void signOut()} loading={signingOut} loadingText="Выходим…">
          Выйти
        </Button>
      </Stack>
      {loading && !user && <PageLoader />}
      {error && !user && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {user && (
        <>
          {!user.isVerified && (
            <Box borderWidth="1px" borderRadius="l2" p="5" bg="bg.subtle">
              <Section title="Почта не подтверждена">
                <Text color="fg.muted">Мы отправили ссылку для подтверждения на {user.email}. Не пришло письмо? Отправим ещё раз.</Text>
                <ResendConfirmationForm email={user.email} />
              </Section>
            </Box>
          )}
          <Section title="Покупки">
            <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
              <RouterLink to={accountUrls.orders}>Мои заказы</RouterLink>
              <RouterLink to={accountUrls.addresses}>Адреса доставки</RouterLink>
              <RouterLink to={wishlistUrls.wishlist}>Избранное</RouterLink>
            </Stack>
          </Section>
          <Separator />
          <Section title="Личные данные">
            <ProfileForm user={user} />
          </Section>
          <Separator />
          <Section title="Смена пароля">
            <ChangePasswordForm user={user} />
          </Section>
        </>
      )}
    </Stack>
  );
}
