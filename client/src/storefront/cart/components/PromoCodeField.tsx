import { usePromoDraft } from '../../../shared/promo/use-promo-draft';
import { Button } from '../../ui/Button';
import { Field, Input } from '../../ui/Field';
import { Stack, Text } from '../../ui/Text';
import type { PromoCode } from '../use-promo-code';
import styles from './PromoCodeField.module.css';

export interface PromoCodeFieldProps {
  /** The basket's code, as the server keeps it. */
  applied: string | null;
  /** Why the applied code gives nothing now («Срок действия промокода истёк»). */
  problem: string | null;
  promo: PromoCode;
}

/**
 * «Промокод» with «Применить» (Enter applies too); the server's refusal appears under the field and
 * the typed code stays to be corrected. An applied code shows as «Промокод … применён» with
 * «Убрать», and beside it why it gives nothing now, if so.
 */
export function PromoCodeField({ applied, problem, promo }: PromoCodeFieldProps) {
  const { draft, setDraft, missing, submit } = usePromoDraft(promo.apply);

  if (applied) {
    const reason = problem ?? promo.refusal;
    return (
      <Stack as="section" aria-label="Промокод на скидку" gap={1} className={styles.applied}>
        <Stack row wrap gap={2} align="center" justify="between">
          <Text weight="medium">Промокод {applied} применён</Text>
          <Button size="sm" variant="ghost" onClick={() => void promo.remove()} loading={promo.pending === 'remove'}>
            Убрать
          </Button>
        </Stack>
        {reason && (
          <Text role="alert" tone="danger" size="sm">
            {reason}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Промокод на скидку">
      <Field label="Промокод" error={missing ?? promo.refusal}>
        {(control) => (
          <div className={styles.row}>
            <Input {...control} value={draft} autoComplete="off" spellCheck={false} onChange={(event) => setDraft(event.target.value)} />
            <Button type="submit" variant="outline" loading={promo.pending === 'apply'}>
              Применить
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
