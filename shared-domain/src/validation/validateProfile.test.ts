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
