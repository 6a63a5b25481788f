import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminCustomerSearchDocument, type AdminCustomerFragment } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import type { FormValue, FormValues } from '../../dictionaries/dictionary';
import { callerDraft, guestDraft } from '../address-fields';

/** A customer with an account, whose order goes to their saved addresses. */
export type OrderAccount = AdminCustomerFragment & { id: number };

const isAccount = (found: AdminCustomerFragment): found is OrderAccount => found.id !== null;

const phoneLike = /^[\d\s()+-]{5,}$/;

/**
 * Who a phone order is for: a customer found by phone, email or name (one found is the one, among
 * several the manager chooses); a guest of past orders found the same way, chosen and taken as a
 * caller filled from their last order (the order stays a guest's); or a new caller typed in,
 * starting with the phone that found nobody.
 */
export function useOrderCaller() {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<OrderAccount>();
  const [guest, setGuest] = useState<AdminCustomerFragment>();
  const [isNew, setIsNew] = useState(false);
  const [draft, setDraft] = useState<FormValues>(callerDraft);
  const [consent, setConsent] = useState(false);
  // A guest has no id to be kept under in the cache: several would become one.
  const lookup = useQuery(AdminCustomerSearchDocument, { variables: { q }, skip: !q || isNew, fetchPolicy: 'no-cache' });
  const found = (!isNew && lookup.data?.found.rows) || [];
  const customer = isNew ? undefined : (chosen ?? (found.length === 1 && isAccount(found[0]) ? found[0] : undefined));
  const notFound = lookup.data && !found.length ? 'Покупатель не найден: проверьте телефон, почту или имя, или оформите заказ на нового покупателя' : undefined;

  return {
    customer,
    /** Who the manager chooses among, until someone is chosen. */
    candidates: customer ? [] : found,
    /** The guest of past orders the new caller's fields were filled from. */
    guest: isNew ? guest : undefined,
    searching: lookup.loading,
    lookupError: isNew ? undefined : lookup.error ? errorMessage(lookup.error) : notFound,
    find: (text: string) => {
      setIsNew(false);
      setChosen(undefined);
      setGuest(undefined);
      setQ(text);
    },
    choose: (candidate: AdminCustomerFragment) => {
      if (isAccount(candidate)) return setChosen(candidate);
      setGuest(candidate);
      setIsNew(true);
      setDraft(guestDraft(candidate));
    },
    isNew,
    startNew: () => {
      const fresh = guest ? callerDraft() : draft;
      setGuest(undefined);
      setIsNew(true);
      setChosen(undefined);
      setDraft(phoneLike.test(q) && !fresh.phone ? { ...fresh, phone: q } : fresh);
    },
    draft,
    change: (name: string, value: FormValue) => setDraft((current) => ({ ...current, [name]: value })),
    consent,
    setConsent,
  };
}
