import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import { requireNewPassword } from './fields';

export interface PasswordChangeInput {
  currentPassword: unknown;
  newPassword: unknown;
  confirmPassword: unknown;
}

export interface PasswordChangeValue {
  currentPassword: string;
  newPassword: string;
}

/**
 * Change-password form (profile): the current password, then a new one following the sign-up rules,
 * confirmed, and different from the current one. Whether the current one is right only the server
 * knows (MESSAGES.currentPasswordWrong).
 */
export function validatePasswordChange(input: PasswordChangeInput): Result<PasswordChangeValue> {
  if (typeof input.currentPassword !== 'string' || input.currentPassword === '') {
    return fail(MESSAGES.currentPasswordRequired, 'currentPassword');
  }
  const newPassword = requireNewPassword(input.newPassword, input.confirmPassword);
  if (!newPassword.ok) {
    // The new password is the form's second field: its rules name it, not sign-up's `password`.
    return newPassword.field === 'password' ? { ...newPassword, field: 'newPassword' } : newPassword;
  }
  if (newPassword.value === input.currentPassword) {
    return fail(MESSAGES.newPasswordSameAsCurrent, 'newPassword');
  }
  return succeed({ currentPassword: input.currentPassword, newPassword: newPassword.value });
}
