import { Stack } from '@chakra-ui/react/stack';
import type { FormEvent, RefObject } from 'react';
import type { FieldErrors } from '../../../shared/errors/error-message';
import { SaveButtons } from '../../forms/SaveButtons';
import type { FieldSpec, FormValue, FormValues } from '../dictionary';
import { FormField } from './FormField';

export interface DictionaryFormProps {
  fields: FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  onChange: (name: string, value: FormValue) => void;
  onSubmit: () => void;
  /** Offers «Сохранить и остаться» beside «Сохранить». */
  onSaveAndStay?: () => void;
  saving: boolean;
  submitLabel?: string;
  cancelUrl: string;
  recordId?: number;
  /** Where the first invalid field is looked for after a refused save. */
  formRef?: RefObject<HTMLFormElement | null>;
}

/** The form of any dictionary: its fields in order, then «Сохранить», «Сохранить и остаться» and «Отмена». */
export function DictionaryForm({ fields, values, errors, onChange, onSubmit, onSaveAndStay, saving, submitLabel, cancelUrl, recordId, formRef }: DictionaryFormProps) {
  return (
    <form
      ref={formRef}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!saving) onSubmit();
      }}
      noValidate
    >
      <Stack gap="5" maxW="2xl">
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field.helperFor ? { ...field, helper: field.helperFor(values) ?? field.helper } : field}
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
        <SaveButtons saving={saving} submitLabel={submitLabel} onSaveAndStay={onSaveAndStay && (() => !saving && onSaveAndStay())} cancelUrl={cancelUrl} />
      </Stack>
    </form>
  );
}
