import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import type { AdminCustomerFragment } from '../../../generated/admin/graphql';
import { fullName } from '../../users/views/UsersListView';

export interface CustomerLookupProps {
  /** The customer the order is for, once chosen. */
  customer?: AdminCustomerFragment;
  /** Who the last search found, when it found more than one. */
  candidates: readonly AdminCustomerFragment[];
  searching: boolean;
  /** Why no customer was found, or the server's reason about `userId`. */
  error?: string;
  onFind: (text: string) => void;
  onChoose: (customer: AdminCustomerFragment) => void;
  /** «Новый покупатель»: the caller has no account. */
  onNewCaller: () => void;
}

const described = (customer: AdminCustomerFragment) => [customer.email, customer.phone].filter(Boolean).join(', ');

/**
 * «Телефон, почта или имя покупателя» with «Найти» and «Новый покупатель»; several found are
 * offered to choose from; then who the order is for.
 */
export function CustomerLookup({ customer, candidates, searching, error, onFind, onChoose, onNewCaller }: CustomerLookupProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onFind(text.trim());
  };
  return (
    <Stack gap="3">
      <form onSubmit={submit} role="search" aria-label="Поиск покупателя">
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Field.Root w="sm" invalid={!!error}>
            <Field.Label>Телефон, почта или имя покупателя</Field.Label>
            <Input value={text} onChange={(event) => setText(event.target.value)} placeholder="+7 900 123-45-67, anna@ или Смирнова" />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" variant="outline" loading={searching} loadingText="Поиск…">
            Найти
          </Button>
          <Button variant="ghost" onClick={onNewCaller}>
            Новый покупатель
          </Button>
        </HStack>
      </form>
      {!customer && candidates.length > 1 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Найденные покупатели">
          {candidates.map((candidate) => (
            <HStack as="li" key={candidate.id} gap="3">
              <Text>
                {fullName(candidate)}, {described(candidate)}
              </Text>
              <Button size="xs" variant="outline" onClick={() => onChoose(candidate)} aria-label={`Выбрать ${candidate.email}`}>
                Выбрать
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {customer && (
        <Text>
          Покупатель: <strong>{fullName(customer)}</strong>, {described(customer)} (ID {customer.id})
        </Text>
      )}
    </Stack>
  );
}
