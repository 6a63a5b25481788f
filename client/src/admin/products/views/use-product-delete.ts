import { useMutation } from '@apollo/client/react';
import { AdminDeleteProductDocument } from '../../../generated/admin/graphql';
import { errorCode, errorMessage } from '../../../shared/errors/error-message';
import { useConfirmedDelete } from '../../forms/use-confirmed-delete';

/**
 * «Удалить товар» after confirmation: «Товар удалён», then `onDeleted`. A product that was ordered
 * cannot be deleted (`IN_USE`): the server's message is shown with the way out, taking it off sale.
 */
export function useProductDelete(onDeleted: () => unknown) {
  const [remove] = useMutation(AdminDeleteProductDocument);
  return useConfirmedDelete<{ id: number; name: string }>({
    remove: (product) => remove({ variables: { id: product.id } }),
    deleted: 'Товар удалён',
    question: (product) => `Удалить товар «${product.name}»?`,
    onDeleted,
    describeFailure: (failure) => (errorCode(failure) === 'IN_USE' ? `${errorMessage(failure)} Товар уже заказывали: вместо удаления снимите его с продажи.` : errorMessage(failure)),
  });
}
