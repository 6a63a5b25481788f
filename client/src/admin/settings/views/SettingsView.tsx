import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';
import { auditUrls } from '../../audit/urls';
import { consentUrls } from '../../consents/urls';
import { subscriberUrls } from '../../subscribers/urls';
import { userUrls } from '../../users/urls';

const sections = [
  { title: 'Пользователи', to: userUrls.list, text: 'Учётные записи покупателей, менеджеров и администраторов: роли, подтверждение почты, новые пользователи.' },
  { title: 'Подписчики', to: subscriberUrls.list, text: 'Подписчики рассылки: поиск по почте, отписка и выгрузка списка в файл.' },
  { title: 'Журнал изменений', to: auditUrls.list, text: 'Кто из сотрудников что изменил и когда: товары, заказы, справочники, пользователи, импорт и массовые действия.' },
  { title: 'Согласия', to: consentUrls.list, text: 'Журнал согласий на обработку персональных данных: кто, с какой целью, когда и с какого адреса.' },
];

/** `/admin/settings`: links to the users, subscribers and consents screens. */
export function SettingsView() {
  return (
    <Stack gap="5">
      <PageTitle title="Настройки" />
      <Heading as="h1" size="2xl">
        Настройки
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="4">
        {sections.map((section) => (
          <li key={section.to}>
            <Box h="full" p="5" borderWidth="1px" borderRadius="l3" bg="bg.panel">
              <Heading as="h2" size="lg" mb="2">
                <RouterLink to={section.to}>{section.title}</RouterLink>
              </Heading>
              <Text color="fg.muted">{section.text}</Text>
            </Box>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
