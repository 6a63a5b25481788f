import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminCustomerSearchDocument, type AdminCustomerFragment } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import type { FormValue, FormValues } from '../../dictionaries/dictionary';
import { callerDraft } from '../address-fields';

const phoneLike = /^[\d\s()+-]{5,}$/;

/**
 * Who a phone order is for: a customer found by phone, email or name (one found is the one, among
 * several the manager chooses), or a new caller typed in, starting with the phone that found nobody.
 */
export function useOrderCaller() {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<AdminCustomerFragment>();
  const [isNew, setIsNew] = useState(false);
  const [draft, setDraft] = useState<FormValues>(callerDraft);
  const [consent, setConsent] = useState(false);
  const lookup = useQuery(AdminCustomerSearchDocument, { variables: { q }, skip: !q || isNew, fetchPolicy: 'network-only' });
  const candidates = (!isNew && lookup.data?.found.rows) || [];
  const customer = isNew ? undefined : (chosen ?? (candidates.length === 1 ? candidates[0] : undefined));
  const notFound = lookup.data && !candidates.length ? 'Покупатель не найден: проверьте телефон, почту или имя, или оформите заказ на нового покупателя' : undefined;

  return {
    customer,
    candidates,
    searching: lookup.loading,
    lookupError: isNew ? undefined : lookup.error ? errorMessage(lookup.error) : notFound,
    find: (text: string) => {
      setIsNew(false);
      setChosen(undefined);
      setQ(text);
    },
    choose: setChosen,
    isNew,
    startNew: () => {
      setIsNew(true);
      setChosen(undefined);
      if (phoneLike.test(q) && !draft.phone) setDraft((current) => ({ ...current, phone: q }));
    },
    draft,
    change: (name: string, value: FormValue) => setDraft((current) => ({ ...current, [name]: value })),
    consent,
    setConsent,
  };
}
