import { PageTitle } from '../../../shared/components/PageTitle';
import { useHttpStatus } from '../../../shared/routing/server-page';
import { homeUrl } from '../../home/urls';
import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';

/** Any address the shop does not know; rendered on the server, the page answers 404. */
export function NotFoundView() {
  useHttpStatus(404);
  return (
    <Stack gap={4} align="start" style={{ padding: '2.5rem 0' }}>
      <PageTitle title="Страница не найдена" />
      <Text tone="accent" weight="bold" style={{ fontSize: '3.75rem', lineHeight: 1 }}>
        404
      </Text>
      <Heading as="h1" size="2xl">
        Страница не найдена
      </Heading>
      <Text tone="muted">Возможно, она была удалена или в адресе есть опечатка.</Text>
      <Link to={homeUrl} className={buttonClass()}>
        На главную
      </Link>
    </Stack>
  );
}
