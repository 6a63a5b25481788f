import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { usePromoDraft } from '../../../shared/promo/use-promo-draft';

export interface PromoCodeFieldProps {
  /** The basket's code, as the server keeps it. */
  applied: string | null;
  /** Why the applied code gives nothing now («Срок действия промокода истёк»). */
  problem: string | null;
  /** Why the server refused the last code (or its removal). */
  refusal?: string;
  busy: boolean;
  /** Answers whether the basket took the code. */
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

/**
 * «Промокод» with «Применить» (Enter applies too), as on the storefront: the server's refusal under
 * the field, the typed code kept to be corrected; an applied code as «Промокод … применён» with
 * «Убрать», and why it gives nothing now, if so.
 */
export function PromoCodeField({ applied, problem, refusal, busy, onApply, onRemove }: PromoCodeFieldProps) {
  const { draft, setDraft, missing, submit } = usePromoDraft(onApply);

  if (applied) {
    const reason = problem ?? refusal;
    return (
      <Stack as="section" aria-label="Промокод на скидку" gap="1">
        <HStack gap="3" wrap="wrap">
          <Text fontWeight="medium">Промокод {applied} применён</Text>
          <Button size="xs" variant="outline" onClick={onRemove} disabled={busy}>
            Убрать
          </Button>
        </HStack>
        {reason && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {reason}
          </Text>
        )}
      </Stack>
    );
  }

  const error = missing ?? refusal;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Промокод на скидку">
      <HStack gap="2" align="flex-start" wrap="wrap">
        <Field.Root w="xs" invalid={!!error}>
          <Field.Label>Промокод</Field.Label>
          <Input value={draft} autoComplete="off" spellCheck={false} onChange={(event) => setDraft(event.target.value)} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" variant="outline" mt="6" loading={busy} loadingText="Проверка…">
          Применить
        </Button>
      </HStack>
    </form>
  );
}
