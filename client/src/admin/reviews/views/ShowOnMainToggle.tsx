import { useMutation } from '@apollo/client/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { AdminSetReviewOnMainDocument, type AdminReviewRowFragment } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';

export interface ShowOnMainToggleProps {
  review: Pick<AdminReviewRowFragment, 'id' | 'showOnMain'>;
  label: string;
  /** In the list the column header says it: the label is only for screen readers. */
  labelHidden?: boolean;
}

/**
 * Whether the home page shows the review (only staff may set it): a click saves at once; the
 * server's answer updates the cached review, so the list and the page agree.
 */
export function ShowOnMainToggle({ review, label, labelHidden }: ShowOnMainToggleProps) {
  const [save, { loading }] = useMutation(AdminSetReviewOnMainDocument);
  const toggle = async (showOnMain: boolean) => {
    try {
      await save({ variables: { id: review.id, showOnMain } });
      notifySuccess('Отзыв обновлён');
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };
  return (
    <Checkbox.Root checked={review.showOnMain} disabled={loading} onCheckedChange={(details) => void toggle(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly={labelHidden}>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
