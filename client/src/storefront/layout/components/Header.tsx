import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RouterLink } from '../../../shared/components/RouterLink';
import { SHOP_NAME } from '../../../shared/components/PageTitle';

export interface HeaderProps {
  homeUrl: string;
  catalogUrl: string;
  onSearch: (query: string) => void;
}

/** The storefront header: shop name, catalogue link and the search field. */
export function Header({ homeUrl, catalogUrl, onSearch }: HeaderProps) {
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
        </Flex>
      </Container>
    </Box>
  );
}
