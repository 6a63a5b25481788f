import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { FieldErrors } from '../../../shared/errors/error-message';
import type { FieldSpec, FormValue, FormValues } from '../dictionary';
import { FormField } from './FormField';

export interface DictionaryFormProps {
  fields: FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  onChange: (name: string, value: FormValue) => void;
  onSubmit: () => void;
  saving: boolean;
  submitLabel: string;
  cancelUrl: string;
  recordId?: number;
}

/** The form of any dictionary: its fields in order, then «Сохранить» (busy while saving) and «Отмена». */
export function DictionaryForm({ fields, values, errors, onChange, onSubmit, saving, submitLabel, cancelUrl, recordId }: DictionaryFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5" maxW="2xl">
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            value={values[field.name]}
            onChange={(value) => onChange(field.name, value)}
            error={errors[field.name]}
            recordId={recordId}
          />
        ))}
        {errors._ && (
          <Stack role="alert" color="fg.error">
            {errors._}
          </Stack>
        )}
        <HStack gap="3" pt="2">
          <Button type="submit" loading={saving} loadingText="Сохранение…" disabled={saving}>
            {submitLabel}
          </Button>
          <Button asChild variant="outline">
            <Link to={cancelUrl}>Отмена</Link>
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
