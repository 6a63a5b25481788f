import { useSession } from '../../../shared/auth/session';
import { PageTitle } from '../../../shared/components/PageTitle';
import { formatPrice } from '../../../shared/format/format';
import { useHydrated } from '../../../shared/routing/server-page';
import { accountUrls } from '../../account/urls';
import { catalogUrls } from '../../catalog/urls';
import { FormAlert } from '../../forms/FormAlert';
import { NotFoundView } from '../../not-found/views/NotFoundView';
import { Link, useLocation, useParams } from '../../routing';
import { buttonClass } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';
import type { PlacedOrderState } from '../placed-order';
import styles from './CheckoutSuccessView.module.css';

/**
 * `/checkout/success/:id`: «Заказ оформлен» with the order's number, its total and where the letter
 * went. After a reload only the number is known; the letter holds the rest.
 */
export function CheckoutSuccessView() {
  const { id = '' } = useParams<{ id?: string }>();
  const state = useLocation().state as Partial<PlacedOrderState> | null;
  // The browser keeps the history entry's state across a reload, which the server never sees: it is
  // read once hydrated, so both render the same page first.
  const hydrated = useHydrated();
  const placed = hydrated && typeof state?.totalAmount === 'number' && state.email ? (state as PlacedOrderState) : null;
  const { hasTokens } = useSession();
  if (!/^\d+$/.test(id)) return <NotFoundView />;
  return (
    <Stack gap={6} className={styles.page}>
      <PageTitle title="Заказ оформлен" />
      <Heading as="h1" size="3xl">
        Заказ оформлен
      </Heading>
      <FormAlert status="success" title={`Заказ № ${id}`}>
        {placed ? `Сумма заказа: ${formatPrice(placed.totalAmount)}.` : 'Спасибо за заказ!'}
      </FormAlert>
      <Text>
        Мы отправили письмо с составом заказа на {placed ? placed.email : 'вашу почту'}. Менеджер свяжется с вами, чтобы подтвердить доставку.
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
