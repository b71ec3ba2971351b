import { MESSAGES } from '../messages';
import { validatePasswordChange } from './validatePasswordChange';

const valid = {
  currentPassword: 'Renter123!',
  newPassword: 'Tide-Pool-2026',
  confirmPassword: 'Tide-Pool-2026',
};

describe('validatePasswordChange', () => {
  it('returns the current and the new password', () => {
    expect(validatePasswordChange(valid)).toEqual({
      ok: true,
      value: { currentPassword: 'Renter123!', newPassword: 'Tide-Pool-2026' },
    });
  });

  it.each([
    [{ currentPassword: '' }, MESSAGES.currentPasswordRequired, 'currentPassword'],
    [{ currentPassword: 42 }, MESSAGES.currentPasswordRequired, 'currentPassword'],
    [{ newPassword: '' }, MESSAGES.passwordRequired, 'newPassword'],
    [{ newPassword: 'short', confirmPassword: 'short' }, MESSAGES.passwordTooShort, 'newPassword'],
    [{ confirmPassword: '' }, MESSAGES.confirmPasswordRequired, 'confirmPassword'],
    [{ confirmPassword: 'Tide-Pool-2027' }, MESSAGES.passwordsDontMatch, 'confirmPassword'],
    [
      { newPassword: 'Renter123!', confirmPassword: 'Renter123!' },
      MESSAGES.newPasswordSameAsCurrent,
      'newPassword',
    ],
  ])('refuses %j with the field and message of the form', (change, message, field) => {
    expect(validatePasswordChange({ ...valid, ...change })).toMatchObject({ ok: false, message, field });
  });
});
