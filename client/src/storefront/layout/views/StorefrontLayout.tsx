import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { useNavigate } from 'react-router-dom';
import { useSession, type SessionState } from '../../../shared/auth/session';
import { KeyedOutlet } from '../../../shared/routing/KeyedOutlet';
import { accountUrls } from '../../account/urls';
import { catalogUrls } from '../../catalog/urls';
import { contactUrls } from '../../contact/urls';
import { homeUrl } from '../../home/urls';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { footerExtraLinks, footerGroups } from '../footer-links';

/** The header's account link: the user's name once known, «Личный кабинет» while the session is being checked, «Войти» otherwise. */
export function accountLink({ user, hasTokens }: SessionState) {
  if (user) return { label: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email, to: accountUrls.profile };
  if (hasTokens) return { label: 'Личный кабинет', to: accountUrls.profile };
  return { label: 'Войти', to: accountUrls.signIn };
}

const callBack = { label: 'Заказать звонок', to: contactUrls.callBack };

/** Header, the current page (re-mounted per path) and the footer. */
export function StorefrontLayout() {
  const navigate = useNavigate();
  const session = useSession();
  return (
    <Flex direction="column" minH="100vh">
      <Header
        homeUrl={homeUrl}
        catalogUrl={catalogUrls.catalog}
        callBack={callBack}
        account={accountLink(session)}
        onSearch={(query) => navigate(catalogUrls.search(query))}
      />
      <Container as="main" maxW="6xl" py="8" flex="1">
        <KeyedOutlet />
      </Container>
      <Footer groups={footerGroups} extraLinks={footerExtraLinks} year={new Date().getFullYear()} />
    </Flex>
  );
}
