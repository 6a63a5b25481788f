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
}

/** «Почта или фамилия покупателя» with «Найти»; several found are offered to choose from; then who the order is for. */
export function CustomerLookup({ customer, candidates, searching, error, onFind, onChoose }: CustomerLookupProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onFind(text.trim());
  };
  return (
    <Stack gap="3">
      <form onSubmit={submit} role="search" aria-label="Поиск покупателя">
        <HStack gap="2" align="flex-end">
          <Field.Root w="sm" invalid={!!error}>
            <Field.Label>Почта или фамилия покупателя</Field.Label>
            <Input value={text} onChange={(event) => setText(event.target.value)} placeholder="anna@ или Смирнова" />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" variant="outline" loading={searching} loadingText="Поиск…">
            Найти
          </Button>
        </HStack>
      </form>
      {!customer && candidates.length > 1 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Найденные покупатели">
          {candidates.map((candidate) => (
            <HStack as="li" key={candidate.id} gap="3">
              <Text>
                {fullName(candidate)}, {candidate.email}
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
          Покупатель: <strong>{fullName(customer)}</strong>, {customer.email} (ID {customer.id})
        </Text>
      )}
    </Stack>
  );
}
