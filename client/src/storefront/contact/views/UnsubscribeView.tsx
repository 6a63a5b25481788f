import { PageTitle } from '../../../shared/components/PageTitle';
import { catalogUrls } from '../../catalog/urls';
import { Link } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';

/**
 * Where the «Отписаться» link of a letter leads. The server has unsubscribed the address on this
 * visit before rendering (an address already unsubscribed needs nothing more), so the page only says so.
 */
export function UnsubscribeView() {
  return (
    <Stack gap={4} align="start" style={{ padding: '2.5rem 0' }}>
      <PageTitle title="Вы отписались от рассылки" />
      <Heading as="h1" size="2xl">
        Вы отписались от нашей рассылки
      </Heading>
      <Text tone="muted">Писем с новостями и скидками на этот адрес больше не будет. Письма о ваших заказах по-прежнему придут.</Text>
      <Link to={catalogUrls.catalog} className={buttonClass()}>
        В каталог
      </Link>
    </Stack>
  );
}
