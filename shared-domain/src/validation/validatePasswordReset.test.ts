import { MESSAGES } from '../messages';
import { validatePasswordReset } from './validatePasswordReset';
import { validatePasswordResetRequest } from './validatePasswordResetRequest';

describe('validatePasswordResetRequest', () => {
  it('needs a well-formed email and reads it as sign-in does', () => {
    expect(validatePasswordResetRequest({ email: '' })).toMatchObject({
      ok: false,
      message: MESSAGES.emailRequired,
    });
    expect(validatePasswordResetRequest({ email: 'nope' })).toMatchObject({
      ok: false,
      message: MESSAGES.emailInvalid,
    });
    expect(validatePasswordResetRequest({ email: ' Ana@Example.com ' })).toEqual({
      ok: true,
      value: { email: 'ana@example.com' },
    });
  });
});

describe('validatePasswordReset', () => {
  it('applies the sign-up password rules and the confirmation', () => {
    expect(validatePasswordReset({ token: 't', password: 'short', confirmPassword: 'short' })).toMatchObject({
      ok: false,
      field: 'password',
      message: MESSAGES.passwordTooShort,
    });
    expect(
      validatePasswordReset({ token: 't', password: 'Longenough1', confirmPassword: 'Different1' }),
    ).toMatchObject({ ok: false, field: 'confirmPassword', message: MESSAGES.passwordsDontMatch });
  });

  it('refuses a missing token with the link message', () => {
    expect(
      validatePasswordReset({ token: '', password: 'Longenough1', confirmPassword: 'Longenough1' }),
    ).toMatchObject({
      ok: false,
      message: MESSAGES.passwordResetLinkInvalid,
    });
  });

  it('gives the token and the password', () => {
    expect(
      validatePasswordReset({ token: 'abc', password: 'Longenough1', confirmPassword: 'Longenough1' }),
    ).toEqual({
      ok: true,
      value: { token: 'abc', password: 'Longenough1' },
    });
  });
});
