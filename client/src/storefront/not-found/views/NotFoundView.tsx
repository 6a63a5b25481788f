import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useHttpStatus } from '../../../shared/routing/server-page';
import { homeUrl } from '../../home/urls';

/** Any address the shop does not know; rendered on the server, the page answers 404. */
export function NotFoundView() {
  useHttpStatus(404);
  return (
    <Stack gap="4" align="flex-start" py="10">
      <PageTitle title="Страница не найдена" />
      <Text fontSize="6xl" fontWeight="bold" color="colorPalette.fg" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Страница не найдена
      </Heading>
      <Text color="fg.muted">Возможно, она была удалена или в адресе есть опечатка.</Text>
      <Button asChild>
        <Link to={homeUrl}>На главную</Link>
      </Button>
    </Stack>
  );
}
