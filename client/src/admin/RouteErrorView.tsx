import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageTitle } from '../shared/components/PageTitle';

/** What a page shows when it failed to load or to render (a chunk missing after a deploy, a bug). */
export function RouteErrorView() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Страница не найдена' : 'Что-то пошло не так';
  return (
    <Container maxW="3xl" py="16">
      <PageTitle title={title} />
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">
          {notFound ? 'Возможно, она была удалена или в адресе есть опечатка.' : 'Не удалось показать страницу. Обновите её или вернитесь позже.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
      </Stack>
    </Container>
  );
}
