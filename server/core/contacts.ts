/**
 * One customer's contacts written one way (CONTRACT §18), so that per-customer limits and guest ids
 * sent to an accounting system count a person once however they typed their address or number.
 * Written by hand: `validator`'s normalizeEmail drops a `+tag` only at some providers and maps
 * yandex.ua too, which is not the rule here.
 */

/** Yandex's other domains deliver to the same mailbox as yandex.ru. */
const YANDEX = new Set(['ya.ru', 'yandex.com', 'yandex.by', 'yandex.kz']);

/**
 * An email lower-cased, its `+tag` dropped, dots dropped at gmail.com (googlemail.com is gmail.com)
 * and Yandex's domains as yandex.ru; null when the text is no address.
 */
export function normalEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  let [local, domain] = [email.slice(0, at).split('+')[0], email.slice(at + 1)];
  if (at < 0 || !local || !domain) return null;
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  if (YANDEX.has(domain)) domain = 'yandex.ru';
  return local ? `${local}@${domain}` : null;
}

/**
 * A Russian phone as 7 and its ten digits (`79001234567`): +7 (900) 123-45-67, 8 900 123 45 67 and 9001234567 alike;
 * null for anything else (another country's number, too few digits, letters).
 */
export function normalPhone(text: string): string | null {
  const phone = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  if (phone.startsWith('+')) return /^7\d{10}$/.test(digits) ? digits : null;
  if (/^[78]\d{10}$/.test(digits)) return `7${digits.slice(1)}`;
  return /^\d{10}$/.test(digits) ? `7${digits}` : null;
}

/** A Russian phone as the shop keeps it: `+79161234567`; null when `normalPhone` finds none. */
export function storedPhone(text: string): string | null {
  const phone = normalPhone(text);
  return phone && `+${phone}`;
}

/** `+79161234567` as people read it: `+7 916 123-45-67`; anything else as it is. */
export function shownPhone(phone: string): string {
  const digits = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return digits ? `+7 ${digits[1]} ${digits[2]}-${digits[3]}-${digits[4]}` : phone;
}
