import { contactUrls } from '../contact/urls';
import { useHydrated } from '../../shared/routing/server-page';
import { Checkbox } from '../ui/Field';
import { Text, linkClass } from '../ui/Text';
import styles from './ConsentField.module.css';
import type { FieldBinding } from './use-form';

/**
 * The consent every form taking personal data requires (152-ФЗ, CONTRACT §2): unchecked by
 * default. All of its label ticks it; the consent text opens from a link of its own, beside the
 * label rather than inside it (a link in a label takes the click away from the box), in a new tab
 * so the form keeps what was typed.
 */
export function ConsentField({ value, error, onChange, label = 'Я согласен на обработку персональных данных' }: FieldBinding<boolean> & { label?: string }) {
  const hydrated = useHydrated();
  return (
    <div>
      <Checkbox checked={value} onChange={onChange} disabled={!hydrated} required aria-invalid={error ? true : undefined}>
        {label}
      </Checkbox>
      <Text size="sm" className={styles.terms}>
        <a href={contactUrls.personalData} target="_blank" rel="noopener" className={linkClass()}>
          Текст согласия
        </a>
      </Text>
      {error && (
        <Text size="sm" tone="danger">
          {error}
        </Text>
      )}
    </div>
  );
}
