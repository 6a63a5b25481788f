import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AdminDeleteProductDocument } from '../../../generated/admin/graphql';
import { errorCode, errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import type { ConfirmDeleteDialogProps } from '../../dictionaries/components/ConfirmDeleteDialog';

interface DeletedProduct {
  id: number;
  name: string;
}

/**
 * «Удалить товар» after confirmation: «Товар удалён», then `onDeleted`. A product that was ordered
 * cannot be deleted (`IN_USE`): the server's message is shown with the way out, taking it off sale.
 */
export function useProductDelete(onDeleted: () => unknown) {
  const [remove, { loading }] = useMutation(AdminDeleteProductDocument);
  const [product, setProduct] = useState<DeletedProduct | null>(null);

  const confirm = async () => {
    if (!product) return;
    try {
      await remove({ variables: { id: product.id } });
      notifySuccess('Товар удалён');
      await onDeleted();
    } catch (failure) {
      const message = errorMessage(failure);
      notifyError(errorCode(failure) === 'IN_USE' ? `${message} Товар уже заказывали: вместо удаления снимите его с продажи.` : message);
    } finally {
      setProduct(null);
    }
  };

  const dialog: ConfirmDeleteDialogProps = {
    open: product !== null,
    question: product ? `Удалить товар «${product.name}»?` : '',
    deleting: loading,
    onConfirm: () => void confirm(),
    onCancel: () => setProduct(null),
  };
  return { ask: setProduct, dialog };
}
