import { PictureField } from '../../forms/pictures/PictureField';
import type { FieldSpec, FormValue } from '../dictionary';
import { tidyAmountText } from '../form-values';
import { CheckboxField } from './fields/CheckboxField';
import { ColorField } from './fields/ColorField';
import { SelectField } from './fields/SelectField';
import { StringListField } from './fields/StringListField';
import { TextField } from './fields/TextField';

export interface FormFieldProps {
  field: FieldSpec;
  value: FormValue;
  onChange: (value: FormValue) => void;
  error?: string;
  /** The id of the record being edited, left out of a select with `excludeSelf`. */
  recordId?: number;
}

/** One field of a dictionary form, drawn by its kind. */
export function FormField({ field, value, onChange, error, recordId }: FormFieldProps) {
  const common = { label: field.label, helper: field.helper, error };
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return (
        <TextField
          {...common}
          value={String(value)}
          onChange={onChange}
          required={field.required}
          multiline={field.kind === 'textarea'}
          placeholder={field.kind === 'text' ? field.placeholder : undefined}
        />
      );
    case 'image':
      return <PictureField {...common} images={value ? [String(value)] : []} onChange={(images) => onChange(images[0] ?? '')} />;
    case 'color':
      return <ColorField {...common} value={String(value)} onChange={onChange} />;
    case 'checkbox':
      return <CheckboxField {...common} checked={value === true} onChange={onChange} />;
    case 'list':
      return (
        <StringListField
          {...common}
          itemLabel={field.itemLabel}
          addLabel={field.addLabel}
          placeholder={field.placeholder}
          values={Array.isArray(value) ? value : []}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          value={String(value)}
          onChange={onChange}
          onBlur={field.whole ? undefined : () => tidyAmountText(String(value)) !== value && onChange(tidyAmountText(String(value)))}
          required={field.required}
          inputMode={field.whole ? 'numeric' : 'decimal'}
        />
      );
    case 'choice':
      return <SelectField {...common} value={String(value)} onChange={onChange} options={field.options} />;
    case 'select':
      return <OptionsSelect {...common} field={field} value={String(value)} onChange={onChange} recordId={recordId} />;
  }
}

type SelectSpec = Extract<FieldSpec, { kind: 'select' }>;

function OptionsSelect({
  field,
  recordId,
  ...props
}: {
  field: SelectSpec;
  recordId?: number;
  label: string;
  helper?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { options, loading } = field.useOptions();
  const choices = field.excludeSelf && recordId !== undefined ? options.filter((option) => option.value !== String(recordId)) : options;
  return <SelectField {...props} options={choices} emptyLabel={field.emptyLabel} loading={loading} />;
}
