// Small field checks the form validators share. Each returns the trimmed value or a failure with the
// field's name, so a validator is a list of checks stopping at the first failure.
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { isIsoDate } from '../dates';
import type { CodedMessage } from '../errorCodes';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import type { IsoDate } from '../types';

// Deliberately loose: one @, something before, a dot in the domain, no spaces. The real check is
// that the user can sign in with it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Half of a UTF-16 surrogate pair without its other half: JSON can carry it ("\ud800"), but it is no
// character, and encoding it as UTF-8 would silently replace it with U+FFFD.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// In a name, control characters and bidi embeddings/overrides/isolates (U+202A-202E, U+2066-2069)
// only serve to mislead: "\u202Egnp.exe" shows as "exe.png", a host's title can reverse the text
// after it on the page.
const NAME_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const LETTER = /\p{L}/u;

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** True when every UTF-16 surrogate in `text` is part of a pair (the text is valid Unicode). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** A required text: trimmed, non-blank, valid Unicode, at most `maxLength` characters. */
export function requireText(
  value: unknown,
  field: string,
  requiredMessage: CodedMessage,
  maxLength: number,
  tooLongMessage: CodedMessage,
): Result<string> {
  if (isBlank(value)) return fail(requiredMessage, field);
  const text = (value as string).trim();
  if (text.length > maxLength) return fail(tooLongMessage, field);
  if (!isWellFormedText(text)) return fail(MESSAGES.textInvalidCharacters, field);
  return succeed(text);
}

/**
 * A name people read to decide whom or what they deal with (a user's name, a listing's title, a
 * city, a destination): a required text without control or text-direction characters, with at least
 * one letter (`true`, `42` or `!!!` name nothing).
 */
export function requireName(
  value: unknown,
  field: string,
  requiredMessage: CodedMessage,
  maxLength: number,
  tooLongMessage: CodedMessage,
): Result<string> {
  const text = requireText(value, field, requiredMessage, maxLength, tooLongMessage);
  if (!text.ok) return text;
  if (NAME_FORBIDDEN.test(text.value)) return fail(MESSAGES.nameInvalidCharacters, field);
  if (!LETTER.test(text.value)) return fail(MESSAGES.nameNeedsLetter, field);
  return text;
}

/** An email: trimmed and lower-cased, so sign-in and sign-up compare the same way. */
export function requireEmail(value: unknown, field = 'email'): Result<string> {
  if (isBlank(value)) return fail(MESSAGES.emailRequired, field);
  const email = (value as string).trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH) return fail(MESSAGES.emailTooLong, field);
  if (!EMAIL_PATTERN.test(email) || !isWellFormedText(email)) return fail(MESSAGES.emailInvalid, field);
  return succeed(email);
}

export function isEmail(value: unknown): boolean {
  return requireEmail(value).ok;
}

/** A new password's own rules (length, valid text), without its confirmation. */
export function requirePassword(password: unknown): Result<string> {
  if (typeof password !== 'string' || password === '') return fail(MESSAGES.passwordRequired, 'password');
  if (password.length < MIN_PASSWORD_LENGTH) return fail(MESSAGES.passwordTooShort, 'password');
  if (password.length > MAX_PASSWORD_LENGTH) return fail(MESSAGES.passwordTooLong, 'password');
  if (!isWellFormedText(password)) return fail(MESSAGES.textInvalidCharacters, 'password');
  return succeed(password);
}

/** The confirmation of a new password: given, and equal to what was typed as the password. */
export function requirePasswordConfirmation(password: unknown, confirmPassword: unknown): Result<string> {
  if (typeof confirmPassword !== 'string' || confirmPassword === '') {
    return fail(MESSAGES.confirmPasswordRequired, 'confirmPassword');
  }
  if (password !== confirmPassword) return fail(MESSAGES.passwordsDontMatch, 'confirmPassword');
  return succeed(confirmPassword);
}

/** A new password (sign-up, become-host): length rules, then the confirmation must match. */
export function requireNewPassword(password: unknown, confirmPassword: unknown): Result<string> {
  const checked = requirePassword(password);
  if (!checked.ok) return checked;
  const confirmed = requirePasswordConfirmation(password, confirmPassword);
  return confirmed.ok ? checked : confirmed;
}

/** A required calendar date. */
export function requireIsoDate(
  value: unknown,
  field: string,
  requiredMessage: CodedMessage,
): Result<IsoDate> {
  if (isBlank(value)) return fail(requiredMessage, field);
  const date = (value as string).trim();
  if (!isIsoDate(date)) return fail(MESSAGES.dateInvalid, field);
  return succeed(date);
}

/** An optional free text: trimmed, blank becomes null. */
export function optionalText(
  value: unknown,
  field: string,
  maxLength: number,
  tooLongMessage: CodedMessage,
): Result<string | null> {
  if (value === null || value === undefined || isBlank(value)) return succeed(null);
  const text = String(value).trim();
  if (text.length > maxLength) return fail(tooLongMessage, field);
  if (!isWellFormedText(text)) return fail(MESSAGES.textInvalidCharacters, field);
  return succeed(text);
}
