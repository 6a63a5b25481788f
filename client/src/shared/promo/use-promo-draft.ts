import { useState, type FormEvent } from 'react';

/**
 * The code a shopper or a manager is typing into «Промокод», for the storefront's field and the
 * back office's alike: «Введите промокод» when sent empty, cleared once the basket took it, kept
 * to be corrected when refused.
 */
export function usePromoDraft(apply: (code: string) => Promise<boolean>) {
  const [draft, setDraft] = useState('');
  const [missing, setMissing] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    setMissing(code ? undefined : 'Введите промокод');
    if (code && (await apply(code))) setDraft('');
  };
  return { draft, setDraft, missing, submit };
}
