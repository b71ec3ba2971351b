import { succeed, type Result } from '../result';
import { requireEmail } from './fields';

/** "Forgot password?" form: a well-formed email (trimmed, lower-cased as sign-in reads it). */
export function validatePasswordResetRequest(input: { email: unknown }): Result<{ email: string }> {
  const email = requireEmail(input.email);
  return email.ok ? succeed({ email: email.value }) : email;
}
