import { MESSAGES } from '../messages';
import { validateProfile } from './validateProfile';

describe('validateProfile', () => {
  it('needs a non-blank name of reasonable length', () => {
    expect(validateProfile({ name: ' Ana Silva ' })).toEqual({ ok: true, value: { name: 'Ana Silva' } });
    expect(validateProfile({ name: '' })).toMatchObject({ message: MESSAGES.nameRequired, field: 'name' });
    expect(validateProfile({ name: 'x'.repeat(101) })).toMatchObject({ message: MESSAGES.nameTooLong });
  });

  it('refuses a name with text-direction characters or without a letter', () => {
    expect(validateProfile({ name: 'Ana \u2067Silva' })).toMatchObject({
      message: MESSAGES.nameInvalidCharacters,
    });
    expect(validateProfile({ name: '...' })).toMatchObject({ message: MESSAGES.nameNeedsLetter });
  });
});

describe('validateProfile: About you (issue 24 item 7)', () => {
  it('keeps it as it is when left out, and clears it when blank', () => {
    expect(validateProfile({ name: 'Ana' })).toEqual({ ok: true, value: { name: 'Ana' } });
    expect(validateProfile({ name: 'Ana', about: '  \n ' })).toEqual({
      ok: true,
      value: { name: 'Ana', about: null },
    });
    expect(validateProfile({ name: 'Ana', about: null })).toEqual({
      ok: true,
      value: { name: 'Ana', about: null },
    });
  });

  it('trims it, keeps its line breaks and takes up to 500 characters', () => {
    expect(validateProfile({ name: 'Ana', about: ' Hi.\n\nI host in Porto. ' })).toEqual({
      ok: true,
      value: { name: 'Ana', about: 'Hi.\n\nI host in Porto.' },
    });
    expect(validateProfile({ name: 'Ana', about: 'x'.repeat(500) }).ok).toBe(true);
    expect(validateProfile({ name: 'Ana', about: 'x'.repeat(501) })).toMatchObject({
      message: MESSAGES.aboutTooLong,
      field: 'about',
    });
  });

  it('refuses text that is not valid Unicode', () => {
    expect(validateProfile({ name: 'Ana', about: 'Hello \uD83D' })).toMatchObject({
      message: MESSAGES.textInvalidCharacters,
      field: 'about',
    });
  });
});
