import { contactUrls } from '../contact/urls';
import { useHydrated } from '../../shared/routing/server-page';
import { Checkbox } from '../ui/Field';
import { Text, linkClass } from '../ui/Text';
import type { FieldBinding } from './use-form';

/**
 * The consent every form taking personal data requires (152-ФЗ, CONTRACT §2): unchecked by
 * default; the words «обработку персональных данных» open the consent text in a new tab, so the
 * form keeps what was typed.
 */
export function ConsentField({ value, error, onChange }: FieldBinding<boolean>) {
  const hydrated = useHydrated();
  return (
    <div>
      <Checkbox checked={value} onChange={onChange} disabled={!hydrated} required aria-invalid={error ? true : undefined}>
        Я согласен на{' '}
        <a href={contactUrls.personalData} target="_blank" rel="noopener" className={linkClass()}>
          обработку персональных данных
        </a>
      </Checkbox>
      {error && (
        <Text size="sm" tone="danger">
          {error}
        </Text>
      )}
    </div>
  );
}
