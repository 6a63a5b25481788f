import { containing } from '../../core/list.js';

const phoneLike = /^[\d\s()+-]+$/;
/** Fewer digits than this are not looked for in phones: they would match nearly every order. */
const PHONE_DIGITS = 5;

/** The phone's digits without the country prefix, so +7 900…, 8 900… and 900… find each other. */
const phoneDigits = (text: string) => text.replace(/\D/g, '').replace(/^[78](?=\d{10}$)/, '');

/** Whether typed text can find anyone: a phone needs at least PHONE_DIGITS digits. */
export const searchableContact = (q: string) => !phoneLike.test(q) || phoneDigits(q).length >= PHONE_DIGITS;

/** The columns of one person's contact in a statement: a phone column, the email and the names. */
export interface ContactColumns {
  phones: string[];
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * What staff type to find a person: something that looks like a phone is part of any of the
 * phones, written any way (+7 (900) 123-45-67 finds 89001234567); anything else is part of the
 * email or of the name, first and last in either order. `null` when the text can match nothing.
 */
export function contactMatch(q: string, { phones, email, firstName, lastName }: ContactColumns): { sql: string; values: unknown[] } | null {
  if (phoneLike.test(q)) {
    const digits = phoneDigits(q);
    if (digits.length < PHONE_DIGITS) return null;
    return { sql: phones.map((phone) => `regexp_replace(${phone}, '[^0-9]', '', 'g') LIKE ?`).join(' OR '), values: phones.map(() => containing(digits)) };
  }
  const words = containing(q.replace(/\s+/g, ' '));
  return { sql: `${email} ILIKE ? OR (${firstName} || ' ' || ${lastName}) ILIKE ? OR (${lastName} || ' ' || ${firstName}) ILIKE ?`, values: [words, words, words] };
}
