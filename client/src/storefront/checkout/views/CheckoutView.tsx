import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CartPageDocument, type BasketContentsFragment, type PlacedOrderFragment } from '../../../generated/shop/graphql';
import { useSession } from '../../../shared/auth/session';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PageLoader } from '../../../shared/components/PageLoader';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { catalogUrls } from '../../catalog/urls';
import { storedBasketId } from '../../shop/basket-storage';
import { OrderLines } from '../../shop/components/OrderLines';
import { useStoredRecord } from '../../shop/use-stored-record';
import { variantDetails } from '../../shop/variant-details';
import { BasketAlert } from '../components/BasketAlert';
import type { PlacedOrderState } from '../placed-order';
import { checkoutUrls } from '../urls';
import { GuestCheckoutForm } from './GuestCheckoutForm';
import { MemberCheckoutForm } from './MemberCheckoutForm';

function NothingToOrder() {
  return (
    <Stack gap="4" align="flex-start" py="6">
      <Text fontSize="lg">Корзина пуста — оформлять пока нечего.</Text>
      <Button asChild>
        <Link to={catalogUrls.catalog}>Перейти в каталог</Link>
      </Button>
    </Stack>
  );
}

/**
 * `/checkout`: the stored basket and the order form — the recipient and address for a guest, a
 * choice of saved addresses for a signed-in customer. The basket is asked again (stock and prices
 * may have changed); while some line cannot be bought the server would refuse the order, so the
 * shopper is sent to the basket first. A placed order empties the basket on the server: the
 * stored basket is dropped, and the confirmation page follows.
 */
export function CheckoutView() {
  const navigate = useNavigate();
  const { hasTokens } = useSession();
  const { id, stale, data, error, refetch } = useStoredRecord(storedBasketId, CartPageDocument, 'cache-and-network');

  const placed = async (order: PlacedOrderFragment) => {
    const state: PlacedOrderState = { totalAmount: order.totalAmount, email: order.contact.email };
    await navigate(checkoutUrls.success(order.id), { replace: true, state });
    storedBasketId.forget();
  };

  let content: ReactNode;
  if (!id || stale) content = <NothingToOrder />;
  else if (error) content = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) content = <PageLoader />;
  else if (!data.basket.orderProducts.length) content = <NothingToOrder />;
  else {
    const { basket } = data;
    const form = { basketId: basket.id, onPlaced: (order: PlacedOrderFragment) => void placed(order) };
    content = (
      <Flex gap="8" direction={{ base: 'column-reverse', lg: 'row' }} align="flex-start">
        <Box flex="1" w="full" p={{ base: '5', md: '6' }} borderWidth="1px" borderRadius="l3" bg="bg.panel">
          {basket.problems.length > 0 ? (
            <BasketAlert
              title="В корзине есть товары, которые сейчас нельзя купить"
              description="Уберите их или уменьшите количество в корзине — тогда заказ можно будет оформить."
            />
          ) : hasTokens ? (
            <MemberCheckoutForm {...form} />
          ) : (
            <GuestCheckoutForm {...form} />
          )}
        </Box>
        <Stack as="section" aria-label="Ваш заказ" gap="4" w={{ base: 'full', lg: '96' }} flexShrink={0} p="5" borderWidth="1px" borderRadius="l3" bg="bg.panel">
          <Heading as="h2" size="lg">
            Ваш заказ
          </Heading>
          <OrderLines lines={basketLines(basket)} totalAmount={basket.totalAmount} />
        </Stack>
      </Flex>
    );
  }

  return (
    <Stack gap="6">
      <PageTitle title="Оформление заказа" />
      <Heading as="h1" size="3xl">
        Оформление заказа
      </Heading>
      {content}
    </Stack>
  );
}

/** The basket's lines as the order will hold them, each with its problem if it cannot be bought. */
function basketLines(basket: BasketContentsFragment) {
  const problems = new Map(basket.problems.map((problem) => [problem.productVariantId, problem.reason]));
  return basket.orderProducts.map(({ id, quantity, price, productVariant }) => ({
    id,
    name: productVariant.product.name,
    details: variantDetails(productVariant) || undefined,
    quantity,
    price,
    problem: problems.get(productVariant.id),
  }));
}
