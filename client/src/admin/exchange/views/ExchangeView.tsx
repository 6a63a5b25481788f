import { useQuery } from '@apollo/client/react';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { AdminExchangeDocument, type AdminExchangeQuery } from '../../../generated/admin/graphql';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { errorMessage } from '../../../shared/errors/error-message';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { AddressField } from '../components/AddressField';
import { ExchangeRunsTable } from '../components/ExchangeRunsTable';

type Overview = AdminExchangeQuery['exchangeOverview'];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="4" borderWidth="1px" borderRadius="l3" p="4" bg="bg.panel" minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * `/admin/exchange` (CONTRACT §11): where Yandex Market reads the feed and where 1C / МойСклад
 * exchange the catalogue and the orders, with how to set them up, and the last exchanges.
 */
export function ExchangeView() {
  const { data, loading, error, refetch } = useQuery(AdminExchangeDocument, { fetchPolicy: 'cache-and-network' });
  const overview = data?.exchangeOverview;
  return (
    <Stack gap="6">
      <ListHeading title="Обмен" refreshing={loading && !!overview} />
      {!overview && loading && <PageLoader />}
      {!overview && error && <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />}
      {overview && <ExchangePanels overview={overview} />}
    </Stack>
  );
}

function ExchangePanels({ overview }: { overview: Overview }) {
  return (
    <>
      <Panel title="Яндекс Маркет">
        <AddressField label="Адрес фида" url={overview.feedUrl} hint="Укажите эту ссылку в кабинете Яндекс Маркета как адрес прайс-листа (фида); Маркет сам будет забирать по ней товары." />
        <Text fontSize="sm" color={overview.feedTokenSet ? 'fg' : 'fg.warning'}>
          {overview.feedTokenSet
            ? 'Фид защищён токеном: ссылка уже содержит его. Не публикуйте её — без токена фид не откроется.'
            : 'Токен не задан: фид доступен всем, кто знает адрес. Чтобы закрыть его, задайте на сервере переменную FEED_TOKEN.'}
        </Text>
      </Panel>
      <Panel title="1С и МойСклад">
        <AddressField label="Адрес обмена" url={overview.exchangeUrl} />
        <List.Root as="ol" fontSize="sm" gap="1" ps="5">
          <List.Item>В 1С откройте «Обмен с сайтом» и вставьте этот адрес в поле адреса сайта; в МойСклад — в настройки обмена с интернет-магазином по CommerceML.</List.Item>
          <List.Item>Логин и пароль — email и пароль сотрудника магазина (менеджера или администратора). Учётная запись покупателя не подойдёт.</List.Item>
          <List.Item>Размер частей файла и сжатие в zip 1С и сайт согласуют сами — настраивать их не нужно.</List.Item>
          <List.Item>Каталог и предложения (цены, остатки) приходят из 1С; заказы сайт выгружает в 1С, а 1С присылает их статусы.</List.Item>
        </List.Root>
        <Heading as="h3" size="sm">
          Последние обмены
        </Heading>
        <ExchangeRunsTable runs={overview.runs} />
      </Panel>
    </>
  );
}
