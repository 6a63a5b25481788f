import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AdminOrderMethodsDocument } from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors, type FieldErrors } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { ListHeading } from '../../dictionaries/components/ListHeading';
import type { FormValue } from '../../dictionaries/dictionary';
import { callerFields, placeFields } from '../address-fields';
import { basketDeliveryPrice } from '../../../shared/format/delivery-terms';
import { formatPhone } from '../../../shared/format/format';
import { AddressChoice } from '../components/AddressChoice';
import { CustomerLookup } from '../components/CustomerLookup';
import { NewCallerFields } from '../components/NewCallerFields';
import { OrderBasketLines } from '../components/OrderBasketLines';
import { OrderMethodsChoice } from '../components/OrderMethodsChoice';
import { Panel } from '../components/Panel';
import { PromoCodeField } from '../components/PromoCodeField';
import { checkoutUrls } from '../urls';
import { ProductPicker } from './ProductPicker';
import { useDeliveryAddress } from './use-delivery-address';
import { useOrderBasket } from './use-order-basket';
import { useOrderCaller } from './use-order-caller';
import { usePlacePhoneOrder } from './use-place-phone-order';

/**
 * `/admin/checkouts/create-checkout`: an order taken on the phone, for a customer found by phone,
 * email or name, a guest of past orders found the same way, or a new caller; delivered to an
 * address or picked up; with a delivery and a payment method as on the storefront and their prices;
 * a basket with its discounts and promo code; then the new order's page.
 */
export function CheckoutCreateView() {
  const navigate = useNavigate();
  const caller = useOrderCaller();
  const address = useDeliveryAddress(caller.customer);
  const methods = useQuery(AdminOrderMethodsDocument);
  const { basket, changing, add, setQuantity, remove, promo } = useOrderBasket();
  const { problems, place } = usePlacePhoneOrder();
  const [deliveryId, setDeliveryId] = useState('');
  const [paymentId, setPaymentId] = useState('');
  const [pickupPointId, setPickupPointId] = useState('');
  const [pickupPhone, setPickupPhone] = useState<string>();
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [placing, setPlacing] = useState(false);

  const deliveryMethod = methods.data?.deliveryMethods.rows.find((method) => String(method.id) === deliveryId);
  const needsAddress = deliveryMethod?.needsAddress !== false;
  const phone = pickupPhone ?? (caller.customer?.phone ? formatPhone(caller.customer.phone) : '');
  const order = { caller, address, basketId: basket?.orderProducts.length ? basket.id : undefined, deliveryId, paymentId, pickupPointId, needsAddress, phone, comment };

  const clear = (...names: string[]) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
  const edited =
    <T,>(name: string, set: (value: T) => void) =>
    (value: T) => {
      clear(name);
      set(value);
    };
  const editedField = (change: (name: string, value: FormValue) => void) => (name: string, value: FormValue) => {
    clear(name);
    change(name, value);
  };

  const submit = async () => {
    const missing = problems(order);
    setErrors(missing);
    if (Object.keys(missing).length || !order.basketId) return;
    setPlacing(true);
    try {
      const id = await place({ ...order, basketId: order.basketId });
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
        <Stack gap="4">
          <CustomerLookup
            customer={caller.customer}
            guest={caller.guest}
            candidates={caller.candidates}
            searching={caller.searching}
            error={caller.lookupError || errors.userId}
            onFind={(text) => {
              clear('userId');
              caller.find(text);
            }}
            onChoose={caller.choose}
            onNewCaller={() => {
              clear('userId');
              caller.startNew();
            }}
          />
          {caller.isNew && (
            <NewCallerFields
              fields={callerFields}
              values={caller.draft}
              onChange={editedField(caller.change)}
              errors={errors}
              consent={{ given: caller.consent, onChange: edited('consent', caller.setConsent) }}
            />
          )}
        </Stack>
      </Panel>
      <Panel title="Доставка и оплата">
        <Stack gap="4">
          <OrderMethodsChoice
            methods={methods.data}
            deliveryId={deliveryId}
            paymentId={paymentId}
            onDelivery={edited('deliveryMethodId', setDeliveryId)}
            onPayment={edited('paymentMethodId', setPaymentId)}
            pickupPointId={pickupPointId}
            onPickupPoint={edited('pickupPointId', setPickupPointId)}
            priceOf={(method) => basketDeliveryPrice(basket, method)}
            errors={errors}
          />
          {needsAddress && caller.customer && (
            <AddressChoice
              addresses={address.addresses}
              loading={address.loading}
              choice={address.choice}
              onPick={edited('addressId', address.pick)}
              draft={address.draft}
              onDraftChange={editedField(address.changeDraft)}
              errors={errors}
            />
          )}
          {needsAddress && caller.isNew && <NewCallerFields fields={placeFields} values={caller.draft} onChange={editedField(caller.change)} errors={errors} />}
          {caller.customer && <TextField label="Телефон для связи" value={phone} onChange={edited('phone', setPickupPhone)} error={errors.phone} />}
        </Stack>
      </Panel>
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
        <OrderBasketLines
          basket={basket}
          changing={changing}
          onSetQuantity={(variantId, quantity) => void setQuantity(variantId, quantity)}
          onRemove={(variantId) => void remove(variantId)}
          error={errors.basketId}
          delivery={deliveryMethod && basketDeliveryPrice(basket, deliveryMethod)}
          promo={
            <PromoCodeField
              applied={basket?.promoCode ?? null}
              problem={basket?.promoProblem ?? null}
              refusal={promo.refusal}
              busy={changing}
              onApply={promo.apply}
              onRemove={() => void promo.remove()}
            />
          }
        />
      </Panel>
      <TextField label="Комментарий к заказу" multiline value={comment} onChange={edited('comment', setComment)} error={errors.comment} />
      <HStack gap="3">
        <Button onClick={() => void submit()} loading={placing} loadingText="Оформление…" disabled={placing || changing}>
          Оформить заказ
        </Button>
        <Button asChild variant="outline">
          <Link to={checkoutUrls.list}>Отмена</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
