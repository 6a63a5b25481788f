import { formatPhone } from '../../../shared/format/format';
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
  /** The guest of past orders the caller's fields were filled from. */
  guest?: AdminCustomerFragment;
  /** Who the last search found, while the manager is to choose (several, or guests of past orders). */
  candidates: readonly AdminCustomerFragment[];
  searching: boolean;
  /** Why no customer was found, or the server's reason about `userId`. */
  error?: string;
  onFind: (text: string) => void;
  onChoose: (customer: AdminCustomerFragment) => void;
  /** «Новый покупатель»: the caller has no account. */
  onNewCaller: () => void;
}

/** The email and the phone the search matched. */
const described = (customer: AdminCustomerFragment) => [customer.email, customer.phone && formatPhone(customer.phone)].filter(Boolean).join(', ');

const GUEST = 'гость прошлых заказов, без учётной записи';

/**
 * «Телефон, почта или имя покупателя» with «Найти» and «Новый покупатель»; those found are offered
 * to choose from (a guest of past orders always, marked so); then who the order is for.
 */
export function CustomerLookup({ customer, guest, candidates, searching, error, onFind, onChoose, onNewCaller }: CustomerLookupProps) {
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
      {!guest && candidates.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Найденные покупатели">
          {candidates.map((candidate) => (
            <HStack as="li" key={candidate.id ?? `${candidate.phone}|${candidate.email}`} gap="3">
              <Text>
                {fullName(candidate)}, {described(candidate)}
                {candidate.id === null && ` — ${GUEST}`}
              </Text>
              <Button size="xs" variant="outline" onClick={() => onChoose(candidate)} aria-label={`Выбрать ${candidate.email || candidate.phone}`}>
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
      {guest && (
        <Text>
          Покупатель: <strong>{fullName(guest)}</strong>, {described(guest)} — {GUEST}. Данные взяты из последнего заказа, их можно поправить ниже.
        </Text>
      )}
    </Stack>
  );
}
