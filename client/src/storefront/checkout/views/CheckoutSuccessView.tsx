import { useSession } from '../../../shared/auth/session';
import { PageTitle } from '../../../shared/components/PageTitle';
import { useHydrated } from '../../../shared/routing/server-page';
import { accountUrls } from '../../account/urls';
import { catalogUrls } from '../../catalog/urls';
import { FormAlert } from '../../forms/FormAlert';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { Link, useLocation, useParams } from '../../routing';
import { OrderLines, placedLine } from '../../shop/components/OrderLines';
import { PickupPlace } from '../../shop/components/PickupPlace';
import { carrierPlace, carrierTerm } from '../../shop/carried-delivery';
import { placedOrderCharges } from '../../shop/order-charges';
import { buttonClass } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';
import type { PlacedOrderState } from '../placed-order';
import styles from './CheckoutSuccessView.module.css';

/**
 * `/checkout/success/:id`: «Заказ оформлен» with the order's number, what was ordered at the
 * discounted prices, the discounts, how it is delivered and paid for, the total and where the letter went. After a reload only the number is
 * known; the letter holds the rest.
 */
export function CheckoutSuccessView() {
  const { id = '' } = useParams<{ id?: string }>();
  const state = useLocation().state as Partial<PlacedOrderState> | null;
  // The browser keeps the history entry's state across a reload, which the server never sees: it is
  // read once hydrated, so both render the same page first.
  const hydrated = useHydrated();
  const placed = hydrated && state?.order?.contact ? state.order : null;
  const { hasTokens } = useSession();
  if (!/^\d+$/.test(id)) return <NotFoundView />;
  return (
    <Stack gap={6} className={styles.page}>
      <PageTitle title="Заказ оформлен" />
      <Heading as="h1" size="3xl">
        Заказ оформлен
      </Heading>
      <FormAlert status="success" title={`Заказ № ${id}`}>
        Спасибо за заказ! Мы отправили письмо с его составом на {placed ? placed.contact.email : 'вашу почту'}.
      </FormAlert>
      {placed && (
        <Stack as="section" aria-label="Состав заказа" gap={4} className={styles.order}>
          <OrderLines
            lines={placed.orderProducts.map(placedLine)}
            totalAmount={placed.totalAmount}
            charges={placedOrderCharges(placed)}
          />
          <dl className={styles.facts}>
            {placed.contact.address && (
              <div>
                <dt>Адрес доставки</dt>
                <dd>{[placed.contact.zipCode, placed.contact.city, placed.contact.address].join(', ')}</dd>
              </div>
            )}
            {carrierPlace(placed) && (
              <div>
                <dt>Где забрать</dt>
                <dd>{carrierPlace(placed)}</dd>
              </div>
            )}
            {carrierTerm(placed) && (
              <div>
                <dt>Срок</dt>
                <dd>{carrierTerm(placed)}</dd>
              </div>
            )}
            {placed.pickupPoint && (
              <div>
                <dt>Где забрать</dt>
                <dd>
                  <PickupPlace point={placed.pickupPoint} />
                </dd>
              </div>
            )}
            {placed.paymentMethod && (
              <div>
                <dt>Оплата</dt>
                <dd>{placed.paymentMethod.name}</dd>
              </div>
            )}
          </dl>
        </Stack>
      )}
      <Text>
        {placed?.deliveryPoint
          ? 'СДЭК пришлёт сообщение, когда заказ можно будет забрать.'
          : placed?.deliveryMethod && !placed.contact.address
          ? 'Мы позвоним, когда заказ будет готов к выдаче.'
          : 'Менеджер свяжется с вами, чтобы подтвердить доставку.'}
      </Text>
      <Stack row wrap gap={3}>
        <Link to={catalogUrls.catalog} className={buttonClass()}>
          Продолжить покупки
        </Link>
        {hasTokens && (
          <Link to={accountUrls.orders} className={buttonClass({ variant: 'outline' })}>
            Мои заказы
          </Link>
        )}
      </Stack>
    </Stack>
  );
}
