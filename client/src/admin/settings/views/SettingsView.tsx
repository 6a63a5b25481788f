import { useQuery } from '@apollo/client/react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AdminMeDocument } from '../../../generated/admin/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { RouterLink } from '../../../shared/components/RouterLink';
import { auditUrls } from '../../audit/urls';
import { consentUrls } from '../../consents/urls';
import { subscriberUrls } from '../../subscribers/urls';
import { userUrls } from '../../users/urls';
import { shopSettingsUrl } from '../urls';

const sections = [
  { title: 'Настройки магазина', to: shopSettingsUrl, adminOnly: true, text: 'Название, реквизиты продавца (ИНН, ОГРН), адрес, телефон, почта и часы работы: подвал сайта, «Контакты» и письма.' },
  { title: 'Пользователи', to: userUrls.list, adminOnly: true, text: 'Учётные записи покупателей, менеджеров и администраторов: роли, подтверждение почты, новые пользователи.' },
  { title: 'Подписчики', to: subscriberUrls.list, text: 'Подписчики рассылки: поиск по почте, отписка и выгрузка списка в файл.' },
  { title: 'Журнал изменений', to: auditUrls.list, adminOnly: true, text: 'Кто из сотрудников что изменил и когда: товары, заказы, справочники, пользователи, импорт и массовые действия.' },
  { title: 'Согласия', to: consentUrls.list, text: 'Журнал согласий на обработку персональных данных: кто, с какой целью, когда и с какого адреса.' },
];

/** `/admin/settings`: links to the users, subscribers, audit and consents screens; a manager (SuperUser) manages neither users nor roles, nor reads the audit log. */
export function SettingsView() {
  const { data } = useQuery(AdminMeDocument);
  const shown = sections.filter((section) => !section.adminOnly || data?.me.role === 'Admin');
  return (
    <Stack gap="5">
      <PageTitle title="Настройки" />
      <Heading as="h1" size="2xl">
        Настройки
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 3 }} gap="4">
        {shown.map((section) => (
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
