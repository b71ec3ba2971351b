import { MESSAGES } from '../messages';
import {
  isBlank,
  isEmail,
  isWellFormedText,
  optionalText,
  requireEmail,
  requireIsoDate,
  requireName,
  requireNewPassword,
  requireText,
} from './fields';

// Any coded catalogue texts: these checks take the messages they fail with.
const REQ = MESSAGES.titleRequired;
const LONG = MESSAGES.titleTooLong;

describe('requireText', () => {
  it('trims, refuses blanks and over-long texts', () => {
    expect(requireText('  Sea view ', 'title', REQ, 10, LONG)).toEqual({ ok: true, value: 'Sea view' });
    expect(requireText('   ', 'title', REQ, 10, LONG)).toEqual({
      ok: false,
      message: REQ,
      field: 'title',
      code: 'invalid',
    });
    expect(requireText(undefined, 'title', REQ, 10, LONG)).toMatchObject({ message: REQ });
    expect(requireText(42, 'title', REQ, 10, LONG)).toMatchObject({ message: REQ });
    expect(requireText('x'.repeat(11), 'title', REQ, 10, LONG)).toMatchObject({ message: LONG });
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
    expect(requireIsoDate('2026-07-01', 'from', REQ)).toEqual({ ok: true, value: '2026-07-01' });
    expect(requireIsoDate('', 'from', REQ)).toMatchObject({ message: REQ });
    expect(requireIsoDate('2026-02-30', 'from', REQ)).toMatchObject({ message: MESSAGES.dateInvalid });
  });

  it('turns blank optional text into null', () => {
    expect(optionalText('  ', 'message', 5, LONG)).toEqual({ ok: true, value: null });
    expect(optionalText(undefined, 'message', 5, LONG)).toEqual({ ok: true, value: null });
    expect(optionalText(' hi ', 'message', 5, LONG)).toEqual({ ok: true, value: 'hi' });
    expect(optionalText('toolong', 'message', 5, LONG)).toMatchObject({ message: LONG });
  });
});

describe('text that cannot be stored or would mislead', () => {
  const LONE_HIGH = '\uD83D';
  const LONE_LOW = '\uDE00';

  it('refuses lone surrogates in every free text, keeps real emoji', () => {
    expect(isWellFormedText('Sunset 🌅 view')).toBe(true);
    for (const text of [`a${LONE_HIGH}`, `${LONE_LOW}b`, `x${LONE_LOW}${LONE_HIGH}y`]) {
      expect(isWellFormedText(text)).toBe(false);
      expect(requireText(text, 'description', REQ, 100, LONG)).toMatchObject({
        message: MESSAGES.textInvalidCharacters,
        field: 'description',
      });
      expect(optionalText(text, 'message', 100, LONG)).toMatchObject({
        message: MESSAGES.textInvalidCharacters,
      });
    }
    expect(requireEmail(`ana${LONE_HIGH}@shoreline.test`)).toMatchObject({ message: MESSAGES.emailInvalid });
    expect(requireNewPassword(`Secret12${LONE_HIGH}`, `Secret12${LONE_HIGH}`)).toMatchObject({
      message: MESSAGES.textInvalidCharacters,
    });
  });

  it('refuses names with bidi overrides or isolates, control characters, or no letter', () => {
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(requireName(`Lisbon${mark}`, 'name', REQ, 100, LONG)).toMatchObject({
        message: MESSAGES.nameInvalidCharacters,
        field: 'name',
      });
    }
    expect(requireName('Ana\nSilva', 'name', REQ, 100, LONG)).toMatchObject({
      message: MESSAGES.nameInvalidCharacters,
    });
    for (const name of ['42', '!!!', '\u202E', '2030-01-01']) {
      expect(requireName(name, 'name', REQ, 100, LONG)).toMatchObject({ ok: false });
    }
    expect(requireName('   ', 'name', REQ, 100, LONG)).toMatchObject({ message: REQ });
  });

  it('accepts names in any script, with digits, marks and emoji', () => {
    for (const name of ['São Martinho do Porto', 'Ἀθῆναι', '東京 2', "O'Brien-Ng", 'Villa №7 🌊', 'Zoë']) {
      expect(requireName(` ${name} `, 'name', REQ, 100, LONG)).toEqual({ ok: true, value: name });
    }
  });
});
