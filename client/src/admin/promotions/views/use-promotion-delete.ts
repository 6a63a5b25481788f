import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { DeletePromotionDocument } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import type { ConfirmDeleteDialogProps } from '../../dictionaries/components/ConfirmDeleteDialog';

interface DeletedPromotion {
  id: number;
  name: string;
}

/** «Удалить» a promotion after confirmation: «Акция удалена», then `onDeleted`. Orders keep what it gave them. */
export function usePromotionDelete(onDeleted: () => unknown) {
  const [remove, { loading }] = useMutation(DeletePromotionDocument);
  const [promotion, setPromotion] = useState<DeletedPromotion | null>(null);

  const confirm = async () => {
    if (!promotion) return;
    try {
      await remove({ variables: { id: promotion.id } });
      notifySuccess('Акция удалена');
      await onDeleted();
    } catch (failure) {
      notifyError(errorMessage(failure));
    } finally {
      setPromotion(null);
    }
  };

  const dialog: ConfirmDeleteDialogProps = {
    open: promotion !== null,
    question: promotion ? `Удалить акцию «${promotion.name}»? В оформленных заказах её скидка останется.` : '',
    deleting: loading,
    onConfirm: () => void confirm(),
    onCancel: () => setPromotion(null),
  };
  return { ask: (chosen: DeletedPromotion) => setPromotion(chosen), dialog };
}
