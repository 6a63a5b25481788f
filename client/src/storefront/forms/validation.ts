import type { FieldErrors } from '../../shared/errors/error-message';
import { isRussianPhone } from '../../shared/format/format';

/** The same reasons the server gives, checked before sending so a slip costs no request. */
export const FILL_IN = 'Заполните поле';
export const BAD_EMAIL = 'Неверный адрес электронной почты';
export const SHORT_PASSWORD = 'Пароль — не короче 8 символов';
export const PASSWORDS_DIFFER = 'Пароли не совпадают';
export const CONSENT_NEEDED = 'Нужно согласие на обработку персональных данных';
export const BAD_PHONE = 'Введите российский номер: +7 916 123-45-67, 8 916 123-45-67 или 9161234567';

export const MIN_PASSWORD_LENGTH = 8;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Collects the reasons of the fields that fail; an empty object means the form may be sent. */
export function check(rules: Record<string, string | false | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, reason] of Object.entries(rules)) if (reason) errors[field] = reason;
  return errors;
}

export const requiredText = (value: string) => !value.trim() && FILL_IN;

export const emailAddress = (value: string) => (!value.trim() ? FILL_IN : !emailPattern.test(value.trim()) && BAD_EMAIL);

export const phoneNumber = (value: string, { optional = false } = {}) => {
  if (!value.trim()) return !optional && FILL_IN;
  return !isRussianPhone(value) && BAD_PHONE;
};

/** A new password: required unless `optional`, at least 8 characters. */
export const newPassword = (value: string, { optional = false } = {}) => {
  if (!value) return !optional && FILL_IN;
  return value.length < MIN_PASSWORD_LENGTH && SHORT_PASSWORD;
};

export const samePassword = (repeat: string, password: string) => (!repeat ? FILL_IN : repeat !== password && PASSWORDS_DIFFER);

export const consentGiven = (consent: boolean) => !consent && CONSENT_NEEDED;
