import { MESSAGES } from '../messages';
import {
  isBlank,
  isEmail,
  optionalText,
  requireEmail,
  requireIsoDate,
  requireNewPassword,
  requireText,
} from './fields';

describe('requireText', () => {
  it('trims, refuses blanks and over-long texts', () => {
    expect(requireText('  Sea view ', 'title', 'req', 10, 'long')).toEqual({ ok: true, value: 'Sea view' });
    expect(requireText('   ', 'title', 'req', 10, 'long')).toEqual({
      ok: false,
      message: 'req',
      field: 'title',
      code: 'invalid',
    });
    expect(requireText(undefined, 'title', 'req', 10, 'long')).toMatchObject({ message: 'req' });
    expect(requireText(42, 'title', 'req', 10, 'long')).toMatchObject({ message: 'req' });
    expect(requireText('x'.repeat(11), 'title', 'req', 10, 'long')).toMatchObject({ message: 'long' });
  });

  it('knows blank values', () => {
    expect(isBlank(' \n')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('a')).toBe(false);
  });
});

describe('requireEmail', () => {
  it('lower-cases and trims a valid email', () => {
    expect(requireEmail(' Ana@Shoreline.TEST ')).toEqual({ ok: true, value: 'ana@shoreline.test' });
  });

  it('refuses missing and malformed emails', () => {
    expect(requireEmail('')).toMatchObject({ message: MESSAGES.emailRequired, field: 'email' });
    for (const email of ['ana', 'ana@', '@shoreline.test', 'ana@shoreline', 'a na@shoreline.test']) {
      expect(requireEmail(email)).toMatchObject({ message: MESSAGES.emailInvalid });
      expect(isEmail(email)).toBe(false);
    }
    expect(requireEmail(`${'a'.repeat(250)}@x.io`)).toMatchObject({ message: MESSAGES.emailTooLong });
  });
});

describe('requireNewPassword', () => {
  it('needs a long enough password and a matching confirmation', () => {
    expect(requireNewPassword('Renter123!', 'Renter123!')).toEqual({ ok: true, value: 'Renter123!' });
    expect(requireNewPassword('', '')).toMatchObject({
      message: MESSAGES.passwordRequired,
      field: 'password',
    });
    expect(requireNewPassword('short', 'short')).toMatchObject({ message: MESSAGES.passwordTooShort });
    expect(requireNewPassword('x'.repeat(129), 'x'.repeat(129))).toMatchObject({
      message: MESSAGES.passwordTooLong,
    });
    expect(requireNewPassword('Renter123!', '')).toMatchObject({
      message: MESSAGES.confirmPasswordRequired,
      field: 'confirmPassword',
    });
    expect(requireNewPassword('Renter123!', 'Renter123?')).toMatchObject({
      message: "Passwords don't match",
      field: 'confirmPassword',
    });
  });
});

describe('requireIsoDate and optionalText', () => {
  it('accepts calendar dates only', () => {
    expect(requireIsoDate('2026-07-01', 'from', 'req')).toEqual({ ok: true, value: '2026-07-01' });
    expect(requireIsoDate('', 'from', 'req')).toMatchObject({ message: 'req' });
    expect(requireIsoDate('2026-02-30', 'from', 'req')).toMatchObject({ message: MESSAGES.dateInvalid });
  });

  it('turns blank optional text into null', () => {
    expect(optionalText('  ', 'message', 5, 'long')).toEqual({ ok: true, value: null });
    expect(optionalText(undefined, 'message', 5, 'long')).toEqual({ ok: true, value: null });
    expect(optionalText(' hi ', 'message', 5, 'long')).toEqual({ ok: true, value: 'hi' });
    expect(optionalText('toolong', 'message', 5, 'long')).toMatchObject({ message: 'long' });
  });
});
