import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useContext, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ShopNameContext } from '../../../shared/components/PageTitle';

/** What a menu item may count beside its label. */
export type MenuCount = 'newMessages' | 'openReturnRequests';

export interface MenuItem {
  label: string;
  to: string;
  count?: MenuCount;
}

export interface AdminShellProps {
  menu: MenuItem[];
  /** The counts the menu shows: new messages and return requests waiting. */
  counts?: Partial<Record<MenuCount, number>>;
  userLabel?: string;
  onSignOut: () => void;
  /** The search box of the header. */
  search?: ReactNode;
  children: ReactNode;
}

/** The back office frame: a skip link, the top bar with the search, the user and «Выйти», the side menu, the page. */
export function AdminShell({ menu, counts = {}, userLabel, onSignOut, search, children }: AdminShellProps) {
  const shopName = useContext(ShopNameContext);
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#admin-main"
        position="absolute"
        top="2"
        left="2"
        zIndex="skipLink"
        px="3"
        py="2"
        bg="bg.panel"
        borderRadius="l2"
        transform="translateY(-200%)"
        _focus={{ transform: 'none' }}
        _print={{ display: 'none' }}
      >
        Перейти к содержимому
      </Link>
      <Flex as="header" align="center" justify="space-between" gap="4" px="6" py="3" borderBottomWidth="1px" bg="bg.panel" wrap="wrap" _print={{ display: 'none' }}>
        <Text fontWeight="bold" fontSize="lg">
          {shopName} · Панель управления
        </Text>
        <HStack gap="4" wrap="wrap">
          {search}
          {userLabel && (
            <Text fontSize="sm" color="fg.muted">
              {userLabel}
            </Text>
          )}
          <Button size="sm" variant="outline" onClick={onSignOut}>
            Выйти
          </Button>
        </HStack>
      </Flex>
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="nav"
          aria-label="Разделы панели управления"
          w={{ base: 'full', md: '60' }}
          flexShrink={0}
          borderEndWidth={{ md: '1px' }}
          borderBottomWidth={{ base: '1px', md: '0' }}
          bg="bg.subtle"
          p="4"
          _print={{ display: 'none' }}
        >
          <Stack as="ul" gap="1" listStyleType="none" direction={{ base: 'row', md: 'column' }} wrap="wrap">
            {menu.map((item) => (
              <li key={item.to}>
                <Link
                  asChild
                  display="block"
                  px="3"
                  py="2"
                  borderRadius="l2"
                  textDecoration="none"
                  color="fg"
                  _hover={{ bg: 'bg.muted' }}
                  css={{ '&[aria-current=page]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' } }}
                >
                  <NavLink to={item.to}>
                    {item.label}
                    {item.count && !!counts[item.count] && (
                      <Badge ms="2" colorPalette="orange" aria-label={`новых: ${counts[item.count]}`}>
                        {counts[item.count]}
                      </Badge>
                    )}
                  </NavLink>
                </Link>
              </li>
            ))}
          </Stack>
          <Stack gap="1" mt={{ base: '2', md: '8' }} fontSize="sm" direction={{ base: 'row', md: 'column' }}>
            <Link href="/" color="fg.muted" px="3">
              Открыть магазин
            </Link>
            <Link href="/graphql" color="fg.muted" px="3">
              GraphiQL
            </Link>
          </Stack>
        </Box>
        <Box as="main" id="admin-main" tabIndex={-1} flex="1" p={{ base: '4', md: '8' }} minW="0" outline="none" _print={{ p: '0' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
