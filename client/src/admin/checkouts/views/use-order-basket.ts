import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  AdminAddToBasketDocument,
  AdminCreateBasketDocument,
  AdminRemoveFromBasketDocument,
  AdminSetBasketLineDocument,
  type AdminOrderBasketFragment,
} from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';

type BasketChange = Promise<{ data?: { basket: AdminOrderBasketFragment } }>;

/**
 * The basket a staff order is built in: made on the first addition (a staff basket stays
 * unattached), every change answers the whole basket with its total and problems. A refused change
 * (more than the stock) is told in a notice with the server's reason.
 */
export function useOrderBasket() {
  const [basket, setBasket] = useState<AdminOrderBasketFragment | null>(null);
  const [changing, setChanging] = useState(false);
  const [create] = useMutation(AdminCreateBasketDocument);
  const [add] = useMutation(AdminAddToBasketDocument);
  const [setLine] = useMutation(AdminSetBasketLineDocument);
  const [removeLine] = useMutation(AdminRemoveFromBasketDocument);
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

  const change = async (run: (basketId: string) => BasketChange) => {
    setChanging(true);
    try {
      const { data } = await run(await basketId());
      if (data) setBasket(data.basket);
    } catch (failure) {
      // «В наличии только 3 шт.» arrives as a field reason of a 400.
      notifyError(errorMessage(failure), Object.values(fieldErrors(failure)).join(' ') || undefined);
    } finally {
      setChanging(false);
    }
  };

  return {
    basket,
    changing,
    add: (productVariantId: number, quantity: number) => change((id) => add({ variables: { basketId: id, input: { productVariantId, quantity } } })),
    setQuantity: (productVariantId: number, quantity: number) => change((id) => setLine({ variables: { basketId: id, input: { productVariantId, quantity } } })),
    remove: (productVariantId: number) => change((id) => removeLine({ variables: { basketId: id, productVariantId } })),
  };
}
