import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useSession } from '../../../shared/auth/session';
import { PageTitle } from '../../../shared/components/PageTitle';
import { formatPrice } from '../../../shared/format/format';
import { accountUrls } from '../../account/urls';
import { catalogUrls } from '../../catalog/urls';
import { FormAlert } from '../../forms/FormAlert';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import type { PlacedOrderState } from '../placed-order';

/**
 * `/checkout/success/:id`: «Заказ оформлен» with the order's number, its total and where the letter
 * went. After a reload only the number is known; the letter holds the rest.
 */
export function CheckoutSuccessView() {
  const { id = '' } = useParams();
  const placed = useLocation().state as PlacedOrderState | null;
  const { hasTokens } = useSession();
  if (!/^\d+$/.test(id)) return <NotFoundView />;
  return (
    <Stack gap="6" maxW="2xl">
      <PageTitle title="Заказ оформлен" />
      <Heading as="h1" size="3xl">
        Заказ оформлен
      </Heading>
      <FormAlert status="success" title={`Номер заказа: № ${id}`}>
        {placed ? `Сумма заказа: ${formatPrice(placed.totalAmount)}.` : 'Спасибо за заказ!'}
      </FormAlert>
      <Text>
        Мы отправили письмо с составом заказа на {placed ? placed.email : 'вашу почту'}. Менеджер свяжется с вами, чтобы подтвердить доставку.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <Link to={catalogUrls.catalog}>Продолжить покупки</Link>
        </Button>
        {hasTokens && (
          <Button asChild variant="outline">
            <Link to={accountUrls.orders}>Мои заказы</Link>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
