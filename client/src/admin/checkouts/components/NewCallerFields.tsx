import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import type { FieldErrors } from '../../../shared/errors/error-message';
import { CheckboxField } from '../../dictionaries/components/fields/CheckboxField';
import { FormField } from '../../dictionaries/components/FormField';
import type { FieldSpec, FormValue, FormValues } from '../../dictionaries/dictionary';

export interface NewCallerFieldsProps {
  fields: FieldSpec[];
  values: FormValues;
  onChange: (name: string, value: FormValue) => void;
  errors: FieldErrors;
  /** The caller's consent, asked on the phone (152-ФЗ); absent where only a place is asked. */
  consent?: { given: boolean; onChange: (given: boolean) => void };
}

/** A new caller's name, phone and email, or where their order goes, typed by the manager. */
export function NewCallerFields({ fields, values, onChange, errors, consent }: NewCallerFieldsProps) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {fields.map((field) => (
          <FormField key={field.name} field={field} value={values[field.name]} onChange={(value) => onChange(field.name, value)} error={errors[field.name]} />
        ))}
      </SimpleGrid>
      {consent && (
        <CheckboxField
          label="Покупатель согласен на обработку персональных данных"
          helper="Спросите по телефону, прежде чем записывать имя и телефон"
          checked={consent.given}
          onChange={consent.onChange}
          error={errors.consent}
        />
      )}
    </Stack>
  );
}
