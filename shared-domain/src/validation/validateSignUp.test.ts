import { MESSAGES } from '../messages';
import { validateSignUp } from './validateSignUp';

const valid = {
  name: ' Ana Silva ',
  email: 'Ana@Shoreline.test',
  password: 'Renter123!',
  confirmPassword: 'Renter123!',
};

describe('validateSignUp', () => {
  it('returns the cleaned account', () => {
    expect(validateSignUp(valid)).toEqual({
      ok: true,
      value: { name: 'Ana Silva', email: 'ana@shoreline.test', password: 'Renter123!' },
    });
  });

  it('requires every field, in form order', () => {
    expect(validateSignUp({ ...valid, name: '' })).toMatchObject({
      message: MESSAGES.nameRequired,
      field: 'name',
    });
    expect(validateSignUp({ ...valid, name: '', email: '' })).toMatchObject({ field: 'name' });
    expect(validateSignUp({ ...valid, email: ' ' })).toMatchObject({ message: MESSAGES.emailRequired });
    expect(validateSignUp({ ...valid, password: '' })).toMatchObject({ message: MESSAGES.passwordRequired });
    expect(validateSignUp({ ...valid, confirmPassword: '' })).toMatchObject({
      message: MESSAGES.confirmPasswordRequired,
    });
  });

  it('says "Passwords don\'t match" when the confirmation differs', () => {
    expect(validateSignUp({ ...valid, confirmPassword: 'Renter1234' })).toEqual({
      ok: false,
      message: "Passwords don't match",
      field: 'confirmPassword',
      code: 'invalid',
    });
  });
});
