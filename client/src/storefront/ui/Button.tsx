import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'solid' | 'outline' | 'subtle' | 'ghost' | 'danger';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The classes of a button, for anything drawn as one (a link to the catalogue, a label). */
export function buttonClass({ variant = 'solid', size = 'md', fullWidth }: ButtonLook = {}, className?: string) {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.full, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and keeps the button from being pressed again while its action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The shop's button: a solid accent by default; `type="button"` unless it submits a form. */
export function Button({ variant, size, fullWidth, loading, className, children, disabled, type = 'button', ...props }: ButtonProps) {
  return (
    <button {...props} type={type} className={buttonClass({ variant, size, fullWidth }, className)} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <span className={styles.spinner} aria-hidden />}
      {children}
    </button>
  );
}
