import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from 'react-router-dom';

export interface SaveButtonsProps {
  saving: boolean;
  /** Saving waits (the product form's choices are loading). */
  disabled?: boolean;
  /** «Сохранить» unless told. */
  submitLabel?: string;
  /** «Сохранить и остаться» (shown when given): saves and keeps the record open; «Сохранить» submits the form. */
  onSaveAndStay?: () => void;
  cancelUrl: string;
}

/** The foot of a back-office form: «Сохранить» (back to the list), «Сохранить и остаться» and «Отмена». */
export function SaveButtons({ saving, disabled, submitLabel = 'Сохранить', onSaveAndStay, cancelUrl }: SaveButtonsProps) {
  return (
    <HStack gap="3" pt="2" wrap="wrap">
      <Button type="submit" loading={saving} loadingText="Сохранение…" disabled={saving || disabled}>
        {submitLabel}
      </Button>
      {onSaveAndStay && (
        <Button type="button" variant="subtle" disabled={saving || disabled} onClick={onSaveAndStay}>
          Сохранить и остаться
        </Button>
      )}
      <Button asChild variant="outline">
        <Link to={cancelUrl}>Отмена</Link>
      </Button>
    </HStack>
  );
}
