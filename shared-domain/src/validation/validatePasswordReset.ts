import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import { requireNewPassword } from './fields';

export interface PasswordResetInput {
  token: unknown;
  password: unknown;
  confirmPassword: unknown;
}

/**
 * The emailed link's page: a new password following the sign-up rules, confirmed. Whether the
 * link's token still works only the server knows (MESSAGES.passwordResetLinkInvalid).
 */
export function validatePasswordReset(
  input: PasswordResetInput,
): Result<{ token: string; password: string }> {
  if (typeof input.token !== 'string' || input.token.trim() === '') {
    return fail(MESSAGES.passwordResetLinkInvalid, 'token');
  }
  const password = requireNewPassword(input.password, input.confirmPassword);
  if (!password.ok) return password;
  return succeed({ token: input.token.trim(), password: password.value });
}
