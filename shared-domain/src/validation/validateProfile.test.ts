import { MESSAGES } from '../messages';
import { validateProfile } from './validateProfile';

describe('validateProfile', () => {
  it('needs a non-blank name of reasonable length', () => {
    expect(validateProfile({ name: ' Ana Silva ' })).toEqual({ ok: true, value: { name: 'Ana Silva' } });
    expect(validateProfile({ name: '' })).toMatchObject({ message: MESSAGES.nameRequired, field: 'name' });
    expect(validateProfile({ name: 'x'.repeat(101) })).toMatchObject({ message: MESSAGES.nameTooLong });
  });
});
