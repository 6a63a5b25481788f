import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { AdminUpdateProductVariantDocument, type AdminVariantStockFragment } from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors, type FieldErrors } from '../../../shared/errors/error-message';
import { notifySuccess } from '../../../shared/notices/notices';
import type { FieldSpec, FormValues } from '../../dictionaries/dictionary';
import { recordToValues, validateValues, valuesToInput } from '../../dictionaries/form-values';

export type VariantAmount = 'stock' | 'price';

/** What the list edits in place, checked as the product form checks them: whole stock ≥ 0, a price typed the Russian way too. */
export const amountFields: (FieldSpec & { kind: 'number'; name: VariantAmount })[] = [
  { kind: 'number', name: 'stock', label: 'Остаток, шт.', required: true, whole: true },
  { kind: 'number', name: 'price', label: 'Цена, ₽', required: true },
];

/**
 * One variant's typed stock and price, saved with `updateProductVariant` (only what changed):
 * checked first, then the server's reasons by field. The saved variant updates the cache, so the
 * row's stock follows; `onSaved` reloads what the server derives (the product's lowest price).
 */
export function useVariantSave(variant: AdminVariantStockFragment, onSaved: () => unknown) {
  const [save, { loading }] = useMutation(AdminUpdateProductVariantDocument);
  const [values, setValues] = useState<FormValues>(() => recordToValues(amountFields, variant));
  const [errors, setErrors] = useState<FieldErrors>({});
  // A blur and the click on «Сохранить» that caused it arrive one after the other: one request.
  const sending = useRef(false);

  const change = (field: VariantAmount, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async () => {
    if (sending.current) return;
    const problems = validateValues(amountFields, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const typed = valuesToInput(amountFields, values) as Record<VariantAmount, number>;
    const input = Object.fromEntries(amountFields.filter(({ name }) => typed[name] !== variant[name]).map(({ name }) => [name, typed[name]]));
    const [firstChanged] = Object.keys(input);
    if (!firstChanged) return;
    sending.current = true;
    try {
      const { data } = await save({ variables: { id: variant.id, input } });
      if (data) setValues(recordToValues(amountFields, data.saved));
      notifySuccess(`Вариант ${variant.sku} сохранён`);
      await onSaved();
    } catch (failure) {
      // A reason about another field (the old price) is shown beside the field that was changed.
      const reasons = fieldErrors(failure);
      const shown = Object.fromEntries(amountFields.filter(({ name }) => reasons[name]).map(({ name }) => [name, reasons[name]]));
      setErrors(Object.keys(shown).length > 0 ? shown : { [firstChanged]: Object.values(reasons)[0] ?? errorMessage(failure) });
    } finally {
      sending.current = false;
    }
  };

  return { values, errors, saving: loading, change, submit: () => void submit() };
}
