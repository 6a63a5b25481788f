import type { ReactNode } from 'react';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { AfterHydration } from '../../../shared/routing/server-page';
import { CartPageDocument, type BasketContentsFragment } from '../../../generated/basket/graphql';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { catalogUrls } from '../../catalog/urls';
import { Link } from '../../routing';
import { storedBasketId } from '../../shop/basket-storage';
import { useStoredRecord } from '../../shop/use-stored-record';
import { buttonClass } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text } from '../../ui/Text';
import { CartLine } from '../components/CartLine';
import { CartSummary } from '../components/CartSummary';
import { PromoCodeField } from '../components/PromoCodeField';
import { useBasketChanges } from '../use-basket-changes';
import { usePromoCode } from '../use-promo-code';
import styles from './CartView.module.css';

/** «Заказ № N ждёт оплаты» asks its own question after the page: outside its first load. */
const UnpaidOrderNotice = lazyNamed(
  () => import('../../checkout/components/UnpaidOrderNotice'),
  (module) => module.UnpaidOrderNotice,
);

function CartPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap={6}>
      <PageTitle title="Корзина" />
      <Heading as="h1" size="3xl">
        Корзина
      </Heading>
      <AfterHydration>
        <UnpaidOrderNotice />
      </AfterHydration>
      {children}
    </Stack>
  );
}

function EmptyCart() {
  return (
    <Stack gap={4} align="start" className={styles.empty}>
      <Text size="lg">В корзине пока ничего нет.</Text>
      <Link to={catalogUrls.catalog} className={buttonClass()}>
        Перейти в каталог
      </Link>
    </Stack>
  );
}

/**
 * `/cart`: the stored basket; an empty page when none is stored or the server no longer knows it.
 * It is always asked again (stock, prices and, after a sign-in, the customer's merged basket may
 * have changed), showing what the cache holds meanwhile.
 */
export function CartView() {
  const { id, stale, data, error, refetch } = useStoredRecord(storedBasketId, CartPageDocument, 'cache-and-network');
  let content: ReactNode;
  if (!id || stale) content = <EmptyCart />;
  else if (error) content = <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!data) content = <Loader />;
  else if (!data.basket.orderProducts.length) content = <EmptyCart />;
  else content = <Basket basketId={id} basket={data.basket} />;
  return <CartPage>{content}</CartPage>;
}

function Basket({ basketId, basket }: { basketId: string; basket: BasketContentsFragment }) {
  const changes = useBasketChanges(basketId);
  const promo = usePromoCode(basketId);
  const problems = new Map(basket.problems.map((problem) => [problem.productVariantId, problem.reason]));
  const buyable = basket.orderProducts.filter((line) => !problems.has(line.productVariant.id));
  return (
    <div className={styles.layout}>
      <Stack as="ul" gap={3} className={styles.lines} aria-label="Товары в корзине">
        {basket.orderProducts.map((line) => {
          const variantId = line.productVariant.id;
          return (
            <CartLine
              key={line.id}
              line={line}
              problem={problems.get(variantId)}
              refusal={changes.refusals[variantId]}
              pending={changes.pending === variantId}
              onQuantityChange={(quantity) => void changes.setQuantity(variantId, quantity)}
              onRemove={() => void changes.remove(variantId)}
            />
          );
        })}
      </Stack>
      <div className={styles.aside}>
        <CartSummary
          itemsAmount={basket.itemsAmount}
          discounts={basket.discounts}
          totalAmount={basket.totalAmount}
          count={buyable.reduce((sum, line) => sum + line.quantity, 0)}
          hasProblems={problems.size > 0}
          onClear={() => void changes.clear()}
          clearing={changes.pending === 'basket'}
          refusal={changes.refusals.basket}
          promo={<PromoCodeField applied={basket.promoCode} problem={basket.promoProblem} promo={promo} />}
        />
      </div>
    </div>
  );
}
