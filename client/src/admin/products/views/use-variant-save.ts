import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { AdminUpdateProductVariantDocument, type AdminVariantStockFragment } from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors, STALE_MESSAGE, staleCurrent, type FieldErrors } from '../../../shared/errors/error-message';
import { formatPrice } from '../../../shared/format/format';
import { notifySuccess } from '../../../shared/notices/notices';
import type { FieldSpec, FormValues } from '../../dictionaries/dictionary';
import { recordToValues, validateValues, valuesToInput } from '../../dictionaries/form-values';
import { priceJumps, type PriceChange } from '../price-jump';

export type VariantAmount = 'stock' | 'price';

/** What the list edits in place, checked as the product form checks them: whole stock ≥ 0, a price typed the Russian way too. */
export const amountFields: (FieldSpec & { kind: 'number'; name: VariantAmount })[] = [
  { kind: 'number', name: 'stock', label: 'Остаток, шт.', required: true, whole: true },
  { kind: 'number', name: 'price', label: 'Цена, ₽', required: true },
];

type Stored = Pick<AdminVariantStockFragment, 'version' | 'stock' | 'price'>;
const storedOf = ({ version, stock, price }: Stored): Stored => ({ version, stock, price });

/**
 * One variant's typed stock and price, saved with `updateProductVariant` (CONTRACT §17): only the
 * fields that differ from what the server holds, with the version they were based on. What the
 * manager types is never replaced by an answer: a save asked while another is on its way (stock,
 * Tab, price, Enter) waits for it and then sends what is typed by then, on the newer version. A
 * save that met a change from elsewhere (STALE) says what the variant holds now, shows it in the
 * fields the manager left alone, and saving again writes what they typed over it. `onSaved` reloads what the server derives (the product's lowest price).
 * A price more than three times or below a third of the saved one waits for the manager's word
 * (`jump`): «Сохранить» sends it, «Отмена» sends nothing and leaves the typed price for correction.
 */
export function useVariantSave(variant: AdminVariantStockFragment, onSaved: () => unknown) {
  const [save, { loading }] = useMutation(AdminUpdateProductVariantDocument);
  const [values, setValues] = useState<FormValues>(() => recordToValues(amountFields, variant));
  const [errors, setErrors] = useState<FieldErrors>({});
  const typed = useRef(values);
  const stored = useRef(storedOf(variant));
  // A blur and the click on «Сохранить» that caused it arrive one after the other: one request, then any change since.
  const sending = useRef(false);
  const again = useRef(false);
  const [jumps, setJumps] = useState<PriceChange[]>([]);
  const asking = useRef(false);

  const change = (field: VariantAmount, text: string) => {
    typed.current = { ...typed.current, [field]: text };
    setValues(typed.current);
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (confirmed = false): Promise<void> => {
    if (sending.current) {
      again.current = true;
      return;
    }
    // The question is on the screen: leaving the field for it asks nothing more.
    if (asking.current && !confirmed) return;
    const problems = validateValues(amountFields, typed.current);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const amounts = valuesToInput(amountFields, typed.current) as Record<VariantAmount, number>;
    const input = Object.fromEntries(amountFields.filter(({ name }) => amounts[name] !== stored.current[name]).map(({ name }) => [name, amounts[name]]));
    const [firstChanged] = Object.keys(input);
    if (!firstChanged) return;
    if (!confirmed) {
      const found = priceJumps([{ field: 'price', before: stored.current.price, after: input.price, name: variant.sku }]);
      if (found.length) {
        asking.current = true;
        setJumps(found);
        return;
      }
    }
    asking.current = false;
    setJumps([]);
    sending.current = true;
    try {
      const { data } = await save({ variables: { id: variant.id, input: { ...input, version: stored.current.version } } });
      if (data) stored.current = storedOf(data.saved);
      notifySuccess(`Вариант ${variant.sku} сохранён`);
      await onSaved();
    } catch (failure) {
      again.current = false;
      const current = staleCurrent<Stored>(failure);
      if (current) {
        // A field the manager left alone shows the value now, so saving again writes only what they typed.
        const untouched = amountFields.filter(({ name }) => amounts[name] === stored.current[name]);
        typed.current = { ...typed.current, ...recordToValues(untouched, current) };
        setValues(typed.current);
        stored.current = storedOf(current);
        setErrors({ [firstChanged]: `${STALE_MESSAGE}: сейчас остаток ${current.stock} шт., цена ${formatPrice(current.price)}. Сохраните ещё раз, чтобы записать своё.` });
        return;
      }
      // A reason about another field (the old price) is shown beside the field that was changed.
      const reasons = fieldErrors(failure);
      const shown = Object.fromEntries(amountFields.filter(({ name }) => reasons[name]).map(({ name }) => [name, reasons[name]]));
      setErrors(Object.keys(shown).length > 0 ? shown : { [firstChanged]: Object.values(reasons)[0] ?? errorMessage(failure) });
    } finally {
      sending.current = false;
    }
    if (again.current) {
      again.current = false;
      await submit();
    }
  };

  const cancelJump = () => {
    asking.current = false;
    setJumps([]);
  };

  return { values, errors, saving: loading, change, submit: () => void submit(), jump: { jumps, confirm: () => void submit(true), cancel: cancelJump } };
}
