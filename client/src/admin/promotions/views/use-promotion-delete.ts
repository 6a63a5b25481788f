import { useMutation } from '@apollo/client/react';
import { DeletePromotionDocument } from '../../../generated/admin/graphql';
import { useConfirmedDelete } from '../../forms/use-confirmed-delete';

/** «Удалить» a promotion after confirmation: «Акция удалена», then `onDeleted`. Orders keep what it gave them. */
export function usePromotionDelete(onDeleted: () => unknown) {
  const [remove] = useMutation(DeletePromotionDocument);
  return useConfirmedDelete<{ id: number; name: string }>({
    remove: (promotion) => remove({ variables: { id: promotion.id } }),
    deleted: 'Акция удалена',
    question: (promotion) => `Удалить акцию «${promotion.name}»? В оформленных заказах её скидка останется.`,
    onDeleted,
  });
}
