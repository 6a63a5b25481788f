import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { useNavigate } from 'react-router-dom';
import { KeyedOutlet } from '../../../shared/routing/KeyedOutlet';
import { catalogUrls } from '../../catalog/urls';
import { homeUrl } from '../../home/urls';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { footerGroups } from '../footer-links';

/** Header, the current page (re-mounted per path) and the footer. */
export function StorefrontLayout() {
  const navigate = useNavigate();
  return (
    <Flex direction="column" minH="100vh">
      <Header homeUrl={homeUrl} catalogUrl={catalogUrls.catalog} onSearch={(query) => navigate(catalogUrls.search(query))} />
      <Container as="main" maxW="6xl" py="8" flex="1">
        <KeyedOutlet />
      </Container>
      <Footer groups={footerGroups} year={new Date().getFullYear()} />
    </Flex>
  );
}
