import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../../shared/components/RouterLink';
import type { FooterLinkGroup } from '../footer-links';

/** The storefront footer: one navigation per link group, then the extra links and the copyright line. */
export function Footer({ groups, extraLinks = [], year }: { groups: FooterLinkGroup[]; extraLinks?: FooterLinkGroup['links']; year: number }) {
  return (
    <Box as="footer" bg="bg.muted" borderTopWidth="1px" mt="16">
      <Container maxW="6xl" py="10">
        <Flex gap={{ base: '8', md: '16' }} direction={{ base: 'column', sm: 'row' }}>
          {groups.map((group) => (
            <Box as="nav" key={group.title} aria-label={group.title}>
              <Heading as="h2" size="md" mb="3">
                {group.title}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <RouterLink to={link.to} color="fg.muted">
                      {link.label}
                    </RouterLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Flex>
        {extraLinks.length > 0 && (
          <Flex as="nav" aria-label="Помощь" mt="10" gap={{ base: '2', sm: '6' }} direction={{ base: 'column', sm: 'row' }} wrap="wrap" fontSize="sm">
            {extraLinks.map((link) => (
              <RouterLink key={link.to} to={link.to} color="fg.muted">
                {link.label}
              </RouterLink>
            ))}
          </Flex>
        )}
        <Text mt={extraLinks.length ? '4' : '10'} fontSize="sm" color="fg.muted">
          © {year} «Витрина» — интернет-магазин одежды и обуви
        </Text>
      </Container>
    </Box>
  );
}
