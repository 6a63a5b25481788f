import { skipToken, useQuery } from '@apollo/client/react';
import { Suspense, useState, type ReactNode } from 'react';
import { CartPageDocument, CheckoutMethodsDocument, type BasketContentsFragment, type CheckoutMethodsQuery, type PlacedOrderFragment } from '../../../generated/basket/graphql';
import { useSession } from '../../../shared/auth/session';
import { lazyNamed } from '../../../shared/routing/lazy-screen';
import { AfterHydration } from '../../../shared/routing/server-page';
import { PageTitle } from '../../../shared/components/PageTitle';
import { errorMessage } from '../../../shared/errors/error-message';
import { accountUrls } from '../../account/urls';
import { catalogUrls } from '../../catalog/urls';
import { Link, useNavigate } from '../../routing';
import { storedBasketId } from '../../shop/basket-storage';
import { OrderLines } from '../../shop/components/OrderLines';
import { useStoredRecord } from '../../shop/use-stored-record';
import { variantDetails } from '../../shop/variant-details';
import { buttonClass } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { Loader } from '../../ui/Feedback';
import { Heading, Stack, Text } from '../../ui/Text';
import { usePromoCode } from '../../cart/use-promo-code';
import { basketCharges, givesFreeDelivery } from '../../shop/order-charges';
import { BasketAlert } from '../components/BasketAlert';
import { CheckoutChoices } from '../components/CheckoutChoices';
import type { CheckoutChoice, ShortLine } from '../order-placement';
import type { PlacedOrderState } from '../placed-order';
import { checkoutUrls } from '../urls';
import { byCarrier, type PricedDelivery } from '../carrier-choice';
import { GuestCheckoutForm } from './GuestCheckoutForm';
import styles from './CheckoutView.module.css';

/** The promo code field, below the order's sum, arrives just after the form: outside the checkout's first load. */
const PromoCodeField = lazyNamed(
  () => import('../../cart/components/PromoCodeField'),
  (module) => module.PromoCodeField,
);

/** «Заказ № N ждёт оплаты» asks its own question after the page: outside its first load. */
const UnpaidOrderNotice = lazyNamed(
  () => import('../components/UnpaidOrderNotice'),
  (module) => module.UnpaidOrderNotice,
);

/** A signed-in customer's form, with the saved addresses and their documents: a guest never loads it. */
const MemberCheckoutForm = lazyNamed(() => import('./MemberCheckoutForm'), (module) => module.MemberCheckoutForm);

function NothingToOrder() {
  return (
    <Stack gap={4} align="start" className={styles.empty}>
      <Text size="lg">Корзина пуста — оформлять пока нечего.</Text>
      <Link to={catalogUrls.catalog} className={buttonClass()}>
        Перейти в каталог
      </Link>
    </Stack>
  );
}

/** The methods the shopper chose, else the first of each the shop offers (of delivery, the first priced without a city). */
function chosenOrFirst(chosen: CheckoutChoice, methods: CheckoutMethodsQuery | undefined): CheckoutChoice {
  return {
    ...chosen,
    delivery: chosen.delivery ?? methods?.deliveryMethods.rows.find((method) => !byCarrier(method)),
    payment: chosen.payment ?? methods?.paymentMethods.rows[0],
  };
}

/**
 * `/checkout`: the stored basket, how it is delivered and paid for, and the order form — the
 * recipient and address for a guest, a choice of saved addresses for a signed-in customer (no
 * address for pickup). The basket is asked again (stock and prices may have changed); while some
 * line cannot be bought the server would refuse the order, so the shopper is sent to the basket
 * first. The summary counts the discounts and the delivery's price as the server will, and holds the
 * promo code field; an order refused for its code shows the reason there, the form keeping what was
 * typed. A placed order empties the basket on the server: the stored basket is dropped, and the
 * confirmation page follows (ЮKassa's payment page first, for an order paid online).
 */
export function CheckoutView() {
  const navigate = useNavigate();
  const { hasTokens } = useSession();
  const { id, stale, data, error, refetch } = useStoredRecord(storedBasketId, CartPageDocument, 'cache-and-network');
  const methods = useQuery(CheckoutMethodsDocument, id && !stale ? {} : skipToken);
  const [chosen, choose] = useState<CheckoutChoice>({});
  const choice = chosenOrFirst(chosen, methods.data);
  // A СДЭК method as its quote prices it (told by the delivery choice); quoted again when its price changed at placement.
  const [carried, setCarried] = useState<PricedDelivery>();
  const [quoteRound, setQuoteRound] = useState(0);
  const promo = usePromoCode(id ?? '');

  // An order paid online goes on to ЮKassa's page (or, if ЮKassa did not answer, to the order's own page to pay from).
  const placed = async (order: PlacedOrderFragment) => {
    storedBasketId.forget();
    if (order.paymentStatus) (await import('../unpaid-order-storage')).rememberUnpaid(order);
    const payAt = order.payment?.confirmationUrl;
    if (payAt) return (await import('../../../shared/routing/leave-shop')).leaveShopFor(payAt);
    if (order.paymentStatus) return navigate(accountUrls.orderByKey(order.id, order.accessToken), { replace: true });
    const state: PlacedOrderState = { order };
    navigate(checkoutUrls.success(order.id), { replace: true, state });
  };

  // The basket is asked again: the code refused may now answer why it gives nothing.
  const promoRefused = (reason: string) => {
    promo.refuse(reason);
    void refetch();
  };
  // Stock ran out meanwhile: the line short of it shows what is left, and the basket is asked again.
  const [short, setShort] = useState<ShortLine>();
  const basketChanged = (line?: ShortLine) => {
    setShort(line);
    void refetch();
  };

  let content: ReactNode;
  const failure = error ?? methods.error;
  if (!id || stale) content = <NothingToOrder />;
  else if (failure) content = <ErrorState message={errorMessage(failure)} onRetry={() => void Promise.all([refetch(), methods.refetch()])} />;
  else if (!data || !methods.data) content = <Loader />;
  else if (!data.basket.orderProducts.length) content = <NothingToOrder />;
  else {
    const { basket } = data;
    const { charges, totalAmount } = basketCharges(basket, byCarrier(choice.delivery) ? carried : choice.delivery);
    const shown = { ...choice, shownPrice: charges.delivery?.price };
    const form = { basketId: basket.id, choice: shown, onPlaced: placed, onPromoRefused: promoRefused, onBasketChanged: basketChanged, onDeliveryChanged: () => setQuoteRound(quoteRound + 1) };
    content = (
      <div className={styles.layout}>
        <div className={`${styles.panel} ${styles.form}`}>
          {basket.problems.length > 0 ? (
            <BasketAlert
              title="В корзине есть товары, которые сейчас нельзя купить"
              description="Уберите их или уменьшите количество в корзине — тогда заказ можно будет оформить."
            />
          ) : (
            <Stack gap={6}>
              <CheckoutChoices methods={methods.data} choice={choice} onChoose={choose} itemsAmount={basket.totalAmount} freeDelivery={givesFreeDelivery(basket.discounts)} quote={{ basketId: basket.id, round: quoteRound, onPriced: setCarried }} />
              {hasTokens ? (
                <Suspense fallback={<Loader label="Загружаем ваши адреса…" />}>
                  <MemberCheckoutForm {...form} />
                </Suspense>
              ) : (
                <GuestCheckoutForm {...form} />
              )}
            </Stack>
          )}
        </div>
        <Stack as="section" aria-label="Ваш заказ" gap={4} className={`${styles.panel} ${styles.summary}`}>
          <Heading as="h2" size="lg">
            Ваш заказ
          </Heading>
          <OrderLines lines={basketLines(basket, short)} totalAmount={totalAmount} charges={charges} />
          <AfterHydration>
            <PromoCodeField applied={basket.promoCode} problem={basket.promoProblem} promo={promo} />
          </AfterHydration>
        </Stack>
      </div>
    );
  }

  return (
    <Stack gap={6}>
      <PageTitle title="Оформление заказа" />
      <Heading as="h1" size="3xl">
        Оформление заказа
      </Heading>
      <AfterHydration>
        <UnpaidOrderNotice />
      </AfterHydration>
      {content}
    </Stack>
  );
}

/** The basket's lines as the order will hold them, at their discounted prices, each with its problem if it cannot be bought. */
function basketLines(basket: BasketContentsFragment, short?: ShortLine) {
  const problems = new Map(basket.problems.map((problem) => [problem.productVariantId, problem.reason]));
  if (short && !problems.has(short.variantId)) problems.set(short.variantId, short.left > 0 ? `В наличии только ${short.left} шт.` : 'Нет в наличии');
  return basket.orderProducts.map(({ id, quantity, price, discount, discountedPrice, productVariant, ...look }) => ({
    id,
    name: productVariant.product.name,
    details: variantDetails(look) || undefined,
    image: look.image,
    quantity,
    price,
    discount,
    discountedPrice,
    problem: problems.get(productVariant.id),
  }));
}
