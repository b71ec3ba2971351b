import { MESSAGES } from '../messages';
import { validateSignIn } from './validateSignIn';

describe('validateSignIn', () => {
  it('returns the normalised email, password and remember-me choice', () => {
    expect(
      validateSignIn({ email: ' Admin@Shoreline.test', password: 'Admin123!', rememberMe: true }),
    ).toEqual({
      ok: true,
      value: { email: 'admin@shoreline.test', password: 'Admin123!', rememberMe: true },
    });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toMatchObject({
      value: { rememberMe: false },
    });
  });

  it('requires both fields', () => {
    expect(validateSignIn({ email: '', password: 'x' })).toMatchObject({
      message: MESSAGES.signInFieldsRequired,
      field: 'email',
    });
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toMatchObject({ field: 'password' });
  });

  it('keeps the password as typed (spaces are part of it)', () => {
    expect(validateSignIn({ email: 'a@b.co', password: ' pass ' })).toMatchObject({
      value: { password: ' pass ' },
    });
  });
});
