import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  AdminAddToBasketDocument,
  AdminApplyPromoCodeDocument,
  AdminCreateBasketDocument,
  AdminRemoveFromBasketDocument,
  AdminRemovePromoCodeDocument,
  AdminSetBasketLineDocument,
  type AdminOrderBasketFragment,
} from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';

type BasketChange = Promise<{ data?: { basket: AdminOrderBasketFragment } }>;

/** «В наличии только 3 шт.» arrives as a field reason of a 400: told in a notice. */
const notifyRefusal = (failure: unknown) => notifyError(errorMessage(failure), Object.values(fieldErrors(failure)).join(' ') || undefined);

/** Why the server refused a code, in its words («Промокод не найден», «Срок действия промокода истёк»…). */
const promoRefusal = (failure: unknown): string => fieldErrors(failure).code ?? errorMessage(failure);

/**
 * The basket a staff order is built in: made on the first addition (a staff basket stays
 * unattached), every change answers the whole basket with its totals, discounts and problems. A
 * refused change (more than the stock) is told in a notice with the server's reason; a refused
 * promo code is kept to be shown under its field.
 */
export function useOrderBasket() {
  const [basket, setBasket] = useState<AdminOrderBasketFragment | null>(null);
  const [changing, setChanging] = useState(false);
  const [promoRefused, setPromoRefused] = useState<string>();
  const [create] = useMutation(AdminCreateBasketDocument);
  const [add] = useMutation(AdminAddToBasketDocument);
  const [setLine] = useMutation(AdminSetBasketLineDocument);
  const [removeLine] = useMutation(AdminRemoveFromBasketDocument);
  const [applyCode] = useMutation(AdminApplyPromoCodeDocument);
  const [removeCode] = useMutation(AdminRemovePromoCodeDocument);
  const creation = useRef<Promise<string> | null>(null);

  /** The basket's id, made once even when two additions race; a failed creation is tried again next time. */
  const basketId = (): Promise<string> => {
    creation.current ??= create().then(
      ({ data }) => data!.basket.id,
      (failure: unknown) => {
        creation.current = null;
        throw failure;
      },
    );
    return creation.current;
  };

  /** Answers whether the basket took the change. */
  const change = async (run: (basketId: string) => BasketChange, refused: (failure: unknown) => void = notifyRefusal): Promise<boolean> => {
    setChanging(true);
    try {
      const { data } = await run(await basketId());
      if (data) setBasket(data.basket);
      return true;
    } catch (failure) {
      refused(failure);
      return false;
    } finally {
      setChanging(false);
    }
  };

  const changePromo = (run: (basketId: string) => BasketChange) => {
    setPromoRefused(undefined);
    return change(run, (failure) => setPromoRefused(promoRefusal(failure)));
  };

  return {
    basket,
    changing,
    add: (productVariantId: number, quantity: number) => change((id) => add({ variables: { basketId: id, input: { productVariantId, quantity } } })),
    setQuantity: (productVariantId: number, quantity: number) => change((id) => setLine({ variables: { basketId: id, input: { productVariantId, quantity } } })),
    remove: (productVariantId: number) => change((id) => removeLine({ variables: { basketId: id, productVariantId } })),
    promo: {
      refusal: promoRefused,
      apply: (code: string) => changePromo((id) => applyCode({ variables: { basketId: id, code } })),
      remove: () => changePromo((id) => removeCode({ variables: { basketId: id } })),
    },
  };
}
