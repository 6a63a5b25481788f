import { useId, type ReactNode } from 'react';
import { useHydrated } from '../../../shared/routing/server-page';
import { choiceClass } from '../../ui/Field';
import { Stack, Text } from '../../ui/Text';
import styles from './ChoiceGroup.module.css';

export interface Choice {
  value: string;
  title: ReactNode;
  /** A line under the title: an address, a delivery term. */
  detail?: ReactNode;
  /** On the right: a price. */
  aside?: ReactNode;
  /** Not to be chosen now (a СДЭК method before its price is known). */
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  /** Why the server refused the choice. */
  error?: string;
}

/** One choice among bordered options (addresses, delivery, payment); the options wait for hydration to be chosen. */
export function ChoiceGroup({ legend, choices, value, onChange, error }: ChoiceGroupProps) {
  const name = useId();
  const hydrated = useHydrated();
  return (
    <Stack gap={2}>
      <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
        <legend className={styles.legend}>{legend}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className={`${choiceClass} ${styles.choice}`}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} disabled={!hydrated || choice.disabled} onChange={() => onChange(choice.value)} />
            <span className={styles.body}>
              <span className={styles.title}>{choice.title}</span>
              {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
            </span>
            {choice.aside && <span className={styles.aside}>{choice.aside}</span>}
          </label>
        ))}
      </fieldset>
      {error && (
        <Text role="alert" tone="danger" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
