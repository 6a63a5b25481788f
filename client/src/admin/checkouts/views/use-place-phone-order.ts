import { useMutation } from '@apollo/client/react';
import { AdminPlaceCallerCheckoutDocument, AdminPlaceCheckoutDocument, type CheckoutInput, type DirectCheckoutInput } from '../../../generated/admin/graphql';
import type { FieldErrors } from '../../../shared/errors/error-message';
import type { FormValues } from '../../dictionaries/dictionary';
import { validateValues, valuesToInput } from '../../dictionaries/form-values';
import { callerFields, placeFields } from '../address-fields';
import type { useDeliveryAddress } from './use-delivery-address';
import type { useOrderCaller } from './use-order-caller';

export interface PhoneOrder {
  caller: ReturnType<typeof useOrderCaller>;
  address: ReturnType<typeof useDeliveryAddress>;
  basketId: string | undefined;
  deliveryId: string;
  paymentId: string;
  /** The pickup point, for pickup. */
  pickupPointId: string;
  /** False for pickup: no address is asked, a phone is. */
  needsAddress: boolean;
  /** A found customer's phone: the courier or the pickup point calls it. */
  phone: string;
  comment: string;
}

/**
 * What a phone order lacks before it is sent, and sending it: a found customer's order goes to
 * their address or is picked up at a point, with a phone either way, a new caller's keeps their contact without an account.
 */
export function usePlacePhoneOrder() {
  const [placeForCustomer] = useMutation(AdminPlaceCheckoutDocument);
  const [placeForCaller] = useMutation(AdminPlaceCallerCheckoutDocument);

  const problems = ({ caller, address, basketId, deliveryId, paymentId, pickupPointId, needsAddress, phone }: PhoneOrder): FieldErrors => {
    const missing: FieldErrors = {};
    if (caller.isNew) {
      Object.assign(missing, validateValues(callerFields, caller.draft), needsAddress ? validateValues(placeFields, caller.draft) : {});
      if (!caller.consent) missing.consent = 'Без согласия покупателя заказ не оформить';
    } else if (!caller.customer) missing.userId = 'Найдите покупателя или нажмите «Новый покупатель»';
    else {
      if (needsAddress) Object.assign(missing, address.problems());
      if (!phone.trim()) missing.phone = needsAddress ? 'Укажите телефон: курьер позвонит перед доставкой' : 'Укажите телефон: позвоним, когда заказ будет готов';
    }
    if (!needsAddress && !pickupPointId) missing.pickupPointId = 'Выберите пункт самовывоза';
    if (!deliveryId) missing.deliveryMethodId = 'Выберите способ доставки';
    if (!paymentId) missing.paymentMethodId = 'Выберите способ оплаты';
    if (!basketId) missing.basketId = 'Добавьте в корзину хотя бы один товар';
    return missing;
  };

  const place = async (order: PhoneOrder & { basketId: string }): Promise<number> => {
    const { caller, address, basketId, deliveryId, paymentId, pickupPointId, needsAddress, phone, comment } = order;
    const common = {
      basketId,
      deliveryMethodId: Number(deliveryId),
      paymentMethodId: Number(paymentId),
      ...(needsAddress ? {} : { pickupPointId: Number(pickupPointId) }),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    };
    if (caller.isNew) {
      const contact = valuesToInput(callerFields, caller.draft) as Pick<DirectCheckoutInput, 'firstName' | 'lastName' | 'phone' | 'email'>;
      const place = needsAddress ? (valuesToInput(placeFields, caller.draft as FormValues) as Partial<DirectCheckoutInput>) : {};
      const { data } = await placeForCaller({ variables: { input: { ...common, ...contact, ...place, consent: true } } });
      return data!.placed.id;
    }
    const where: Partial<CheckoutInput> = needsAddress ? { addressId: await address.addressId(), phone: phone.trim() } : { phone: phone.trim() };
    const { data } = await placeForCustomer({ variables: { input: { ...common, ...where, userId: caller.customer!.id } } });
    return data!.placed.id;
  };

  return { problems, place };
}
