import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors, type FieldErrors } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/notices/notices';

export interface UseFormOptions<V> {
  initial: V;
  /** The reasons of the fields that fail before anything is sent. */
  validate?: (values: V) => FieldErrors;
  /** Sends the form; a rejection is shown under the fields, in the form's alert and as a notice. */
  onSubmit: (values: V) => Promise<void>;
  /** The sentence for a failure; the server's message (errorMessage) unless given. */
  describeError?: (error: unknown) => string;
}

export interface FieldBinding<T> {
  value: T;
  error?: string;
  onChange: (value: T) => void;
}

/**
 * The state of one storefront form (SPEC §4 generic requests): values, field errors from the
 * client's checks or the server's `extensions.details`, the failure message, and `submitting`
 * while the request runs. A failure also raises an error notice (SPEC §8).
 */
export function useForm<V extends Record<string, unknown>>({ initial, validate, onSubmit, describeError = errorMessage }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const field = <K extends keyof V & string>(key: K): FieldBinding<V[K]> => ({
    value: values[key],
    error: errors[key],
    onChange: (value) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    const invalid = validate?.(values) ?? {};
    setErrors(invalid);
    setFailure(undefined);
    if (Object.keys(invalid).length) return;
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const message = describeError(error);
      setErrors(fieldErrors(error));
      setFailure(message);
      notifyError(message);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    failure,
    submitting,
    field,
    setValues,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}
