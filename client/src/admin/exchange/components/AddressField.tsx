import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';

/** Puts the address on the clipboard, or says to copy it by hand where the browser does not allow it. */
async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess('Ссылка скопирована');
  } catch {
    notifyError('Не удалось скопировать ссылку', 'Выделите её в поле и скопируйте вручную');
  }
}

/** An address to hand to another system: read-only, selected on focus, with «Скопировать». */
export function AddressField({ label, url, hint }: { label: string; url: string; hint?: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <HStack w="full" gap="2">
        <Input readOnly value={url} fontFamily="mono" fontSize="sm" onFocus={(event) => event.target.select()} />
        <Button variant="outline" flexShrink="0" aria-label={`Скопировать: ${label}`} onClick={() => void copy(url)}>
          Скопировать
        </Button>
      </HStack>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
