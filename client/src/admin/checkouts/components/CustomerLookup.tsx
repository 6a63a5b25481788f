import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState, type FormEvent } from 'react';
import type { AdminCustomerByEmailQuery } from '../../../generated/admin/graphql';
import { fullName } from '../../users/views/UsersListView';

export interface CustomerLookupProps {
  customer?: AdminCustomerByEmailQuery['customer'];
  searching: boolean;
  /** Why no customer was found, or the server's reason about `userId`. */
  error?: string;
  onFind: (email: string) => void;
}

/** «Почта покупателя» with «Найти», then who was found: name, email and id. */
export function CustomerLookup({ customer, searching, error, onFind }: CustomerLookupProps) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onFind(email.trim());
  };
  return (
    <Stack gap="3">
      <form onSubmit={submit} role="search" aria-label="Поиск покупателя">
        <HStack gap="2" align="flex-end">
          <Field.Root w="sm" invalid={!!error}>
            <Field.Label>Почта покупателя</Field.Label>
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} placeholder="anna@example.ru" />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" variant="outline" loading={searching} loadingText="Поиск…">
            Найти
          </Button>
        </HStack>
      </form>
      {customer && (
        <Text>
          Покупатель: <strong>{fullName(customer)}</strong>, {customer.email} (ID {customer.id})
        </Text>
      )}
    </Stack>
  );
}
