import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

/** What a control inside a field needs to be announced with its label, helper and error. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helper?: ReactNode;
  /** The reason the value was refused: shown under the control, which is then marked invalid. */
  error?: string | null;
  /** The label visible to screen readers only (a search box with its button beside it). */
  hiddenLabel?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its helper text, and the reason under it when it is refused. */
export function Field({ label, required, disabled, helper, error, hiddenLabel, className, children }: FieldProps) {
  const id = useId();
  const note = error ? `${id}-error` : helper ? `${id}-helper` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hiddenLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </label>
      {children({ id, required, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': note })}
      {helper && !error && (
        <p id={note} className={styles.helper}>
          {helper}
        </p>
      )}
      {error && (
        <p id={note} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass = (small: boolean | undefined, ...extra: (string | undefined)[]) =>
  [styles.control, small && styles.small, ...extra].filter(Boolean).join(' ');

export function Input({ small, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { small?: boolean }) {
  return <input {...props} className={controlClass(small, className)} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={controlClass(false, styles.textarea, className)} />;
}

export function Select({ small, className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { small?: boolean }) {
  return <select {...props} className={controlClass(small, styles.select, className)} />;
}

/** The class of a label holding a native checkbox or radio button and its text. */
export const choiceClass = styles.check;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A native checkbox with its label beside it. */
export function Checkbox({ onChange, children, className, ...props }: CheckboxProps) {
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input type="checkbox" {...props} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
