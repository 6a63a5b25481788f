import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminCustomerSearchDocument, type AdminCustomerFragment, AdminPlaceCheckoutDocument } from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors, type FieldErrors } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import { AddressChoice } from '../components/AddressChoice';
import { CustomerLookup } from '../components/CustomerLookup';
import { OrderBasketLines } from '../components/OrderBasketLines';
import { Panel } from '../components/Panel';
import { checkoutUrls } from '../urls';
import { ProductPicker } from './ProductPicker';
import { useDeliveryAddress } from './use-delivery-address';
import { useOrderBasket } from './use-order-basket';

/**
 * `/admin/checkouts/create-checkout`: an order for a customer found by part of the email or the surname, to one of their
 * addresses or a new one, from a basket filled here; then the new order's page.
 */
export function CheckoutCreateView() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<AdminCustomerFragment>();
  const lookup = useQuery(AdminCustomerSearchDocument, { variables: { q }, skip: !q, fetchPolicy: 'network-only' });
  const candidates = lookup.data ? [...new Map([...lookup.data.byEmail.rows, ...lookup.data.bySurname.rows].map((user) => [user.id, user])).values()] : [];
  // One customer found is the one; among several the manager chooses.
  const customer = chosen ?? (candidates.length === 1 ? candidates[0] : undefined);
  const delivery = useDeliveryAddress(customer);
  const { basket, changing, add, setQuantity, remove } = useOrderBasket();
  const [placeCheckout] = useMutation(AdminPlaceCheckoutDocument);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);

  const clear = (...names: string[]) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
  const lookupError = lookup.error ? errorMessage(lookup.error) : lookup.data && !candidates.length ? 'Покупатель не найден: проверьте почту или фамилию' : undefined;

  const problems = (): FieldErrors => ({
    ...(customer ? delivery.problems() : { userId: 'Найдите покупателя по почте или фамилии' }),
    ...(basket?.orderProducts.length ? {} : { basketId: 'Добавьте в корзину хотя бы один товар' }),
  });

  const place = async () => {
    const missing = problems();
    setErrors(missing);
    if (Object.keys(missing).length || !customer || !basket) return;
    setPlacing(true);
    try {
      const addressId = await delivery.addressId();
      const { data } = await placeCheckout({ variables: { input: { basketId: basket.id, addressId, userId: customer.id, ...(comment.trim() ? { comment: comment.trim() } : {}) } } });
      const id = data!.placed.id;
      notifySuccess(`Заказ № ${id} оформлен`);
      navigate(checkoutUrls.order(id));
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notifyError(errorMessage(failure));
    } finally {
      setPlacing(false);
    }
  };
  return (
    <Stack gap="6" maxW="5xl">
      <ListHeading title="Новый заказ" back={{ to: checkoutUrls.list, label: 'Заказы' }} />
      <Panel title="Покупатель">
        <CustomerLookup
          customer={customer}
          candidates={candidates}
          searching={lookup.loading}
          error={lookupError || errors.userId}
          onFind={(next) => {
            clear('userId');
            setChosen(undefined);
            setQ(next);
          }}
          onChoose={setChosen}
        />
      </Panel>
      {customer && (
        <Panel title="Доставка">
          <AddressChoice
            addresses={delivery.addresses}
            loading={delivery.loading}
            choice={delivery.choice}
            onPick={(choice) => {
              clear('addressId');
              delivery.pick(choice);
            }}
            draft={delivery.draft}
            onDraftChange={(name, value) => {
              clear(name);
              delivery.changeDraft(name, value);
            }}
            errors={errors}
          />
        </Panel>
      )}
      <Panel title="Товары">
        <ProductPicker
          adding={changing}
          onAdd={(variantId, quantity) => {
            clear('basketId');
            void add(variantId, quantity);
          }}
        />
      </Panel>
      <Panel title="Корзина">
        <OrderBasketLines basket={basket} changing={changing} onSetQuantity={(variantId, quantity) => void setQuantity(variantId, quantity)} onRemove={(variantId) => void remove(variantId)} error={errors.basketId} />
      </Panel>
      <TextField
        label="Комментарий к заказу"
        multiline
        value={comment}
        onChange={(value) => {
          clear('comment');
          setComment(value);
        }}
        error={errors.comment}
      />
      <HStack gap="3">
        <Button onClick={() => void place()} loading={placing} loadingText="Оформление…" disabled={placing || changing}>
          Оформить заказ
        </Button>
        <Button asChild variant="outline">
          <Link to={checkoutUrls.list}>Отмена</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
