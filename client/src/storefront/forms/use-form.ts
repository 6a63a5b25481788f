import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage, fieldErrors, type FieldErrors } from '../../shared/errors/error-message';

export interface UseFormOptions<V> {
  initial: V;
  /** The reasons of the fields that fail before anything is sent. */
  validate?: (values: V) => FieldErrors;
  /** Sends the form; a rejection is shown under the fields it names, else in the form's alert. */
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
 * while the request runs.
 */
export function useForm<V extends Record<string, unknown>>({ initial, validate, onSubmit, describeError = errorMessage }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // The form of a refused submit: once its reasons are drawn, the first marked field takes the focus.
  const refused = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const form = refused.current;
    refused.current = null;
    if (form) firstInvalidControl(form)?.focus();
  }, [errors]);

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
    const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    const invalid = validate?.(values) ?? {};
    setErrors(invalid);
    setFailure(undefined);
    if (Object.keys(invalid).length) {
      refused.current = form;
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      // A refusal is shown once (CONTRACT §19): under the fields it names, else in the form's alert; no notice over the buttons.
      const named = fieldErrors(error);
      const underFields = Object.keys(named).length > 0 && Object.keys(named).every((key) => key.split('.')[0] in values);
      refused.current = form;
      setErrors(named);
      setFailure(underFields ? undefined : describeError(error));
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

/** The first control marked invalid, or the first control inside a marked group (radio buttons in a fieldset). */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const controls = 'input, select, textarea, button';
  return invalid?.matches(controls) ? invalid : (invalid?.querySelector<HTMLElement>(controls) ?? null);
}
