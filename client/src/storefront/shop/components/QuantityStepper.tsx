import { Button } from '../../ui/Button';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen (the stock); no limit but the server's when left out. */
  max?: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Names the group for screen readers: «Количество», «Количество: Кеды, 42». */
  label?: string;
}

/** «−», the quantity, «+»: from 1 up to `max`. */
export function QuantityStepper({ value, max, onChange, disabled, label = 'Количество' }: QuantityStepperProps) {
  return (
    <div role="group" aria-label={label} className={styles.stepper}>
      <Button size="sm" variant="outline" className={styles.step} aria-label="Меньше" disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </Button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <Button size="sm" variant="outline" className={styles.step} aria-label="Больше" disabled={disabled || (max !== undefined && value >= max)} onClick={() => onChange(value + 1)}>
        +
      </Button>
    </div>
  );
}
