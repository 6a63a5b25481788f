import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { Link } from '@chakra-ui/react/link';
import { contactUrls } from '../contact/urls';
import { useHydrated } from '../../shared/routing/server-page';
import type { FieldBinding } from './use-form';

/**
 * The consent every form taking personal data requires (152-ФЗ, CONTRACT §2): unchecked by
 * default; the words «обработку персональных данных» open the consent text in a new tab, so the
 * form keeps what was typed.
 */
export function ConsentField({ value, error, onChange }: FieldBinding<boolean>) {
  const hydrated = useHydrated();
  return (
    <Field.Root invalid={!!error} required disabled={!hydrated}>
      <Checkbox.Root checked={value} onCheckedChange={(details) => onChange(details.checked === true)} alignItems="flex-start">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          Я согласен на{' '}
          <Link href={contactUrls.personalData} target="_blank" rel="noopener" color="colorPalette.fg" textDecoration="underline">
            обработку персональных данных
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
