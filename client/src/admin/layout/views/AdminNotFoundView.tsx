import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '../../../shared/components/RouterLink';
import { dashboardUrls } from '../../dashboard/urls';
import { ListHeading } from '../../dictionaries/components/ListHeading';

/** An address under /admin that no screen answers: said inside the back office, not with the storefront's page. */
export function AdminNotFoundView() {
  return (
    <Stack gap="3">
      <ListHeading title="Страница не найдена" />
      <Text>В панели управления нет такой страницы: возможно, ссылка устарела или в адресе опечатка.</Text>
      <RouterLink to={dashboardUrls.home}>Перейти к сводке</RouterLink>
    </Stack>
  );
}
