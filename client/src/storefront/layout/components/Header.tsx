import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RouterLink } from '../../../shared/components/RouterLink';
import { SHOP_NAME } from '../../../shared/components/PageTitle';
import { ShopLinks } from '../../shop/views/ShopLinks';

export interface HeaderLink {
  label: string;
  to: string;
}

export interface HeaderProps {
  homeUrl: string;
  catalogUrl: string;
  /** «Заказать звонок». */
  callBack: HeaderLink;
  /** «Войти», or the signed-in user's name leading to the profile. */
  account: HeaderLink;
  onSearch: (query: string) => void;
}

/** The storefront header: shop name, catalogue link, the search field, «Заказать звонок», the account link, the wishlist and the basket. */
export function Header({ homeUrl, catalogUrl, callBack, account, onSearch }: HeaderProps) {
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim()) onSearch(query.trim());
  };
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="6xl" py="4">
        <Flex gap={{ base: '3', md: '6' }} align="center" wrap="wrap">
          <RouterLink to={homeUrl} fontSize="2xl" fontWeight="bold" color="colorPalette.fg" textDecoration="none">
            {SHOP_NAME}
          </RouterLink>
          <Button asChild variant="subtle" size="sm">
            <Link to={catalogUrl}>Каталог</Link>
          </Button>
          <Flex as="form" role="search" onSubmit={submit} gap="2" flex="1" minW="220px">
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Поиск товаров"
              aria-label="Поиск по каталогу"
              size="sm"
            />
            <Button type="submit" size="sm" variant="outline">
              Найти
            </Button>
          </Flex>
          <Flex as="nav" aria-label="Личный кабинет" gap={{ base: '3', md: '4' }} align="center">
            <RouterLink to={callBack.to} fontSize="sm" color="fg.muted">
              {callBack.label}
            </RouterLink>
            <Button asChild size="sm" variant="ghost" maxW="48">
              <Link to={account.to}>
                <Box as="span" truncate>
                  {account.label}
                </Box>
              </Link>
            </Button>
          </Flex>
          <ShopLinks />
        </Flex>
      </Container>
    </Box>
  );
}
