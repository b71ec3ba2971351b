import { succeed, type Result } from '../result';
import { checkBecomeHostFields, type BecomeHostInput } from './checkBecomeHostFields';
import type { SignUpValue } from './validateSignUp';

export type { BecomeHostInput } from './checkBecomeHostFields';

/** Signed-in users send only a reason; signed-out visitors also create their account. */
export type BecomeHostValue = { reason: string; account: SignUpValue | null };

/**
 * Become-a-host form (SPEC 5): the reason is required; a signed-out visitor also gives name, email
 * and a password with its confirmation (checked like sign-up, account fields first as on screen).
 */
export function validateBecomeHost(input: BecomeHostInput, signedIn: boolean): Result<BecomeHostValue> {
  const { name, email, password, confirmPassword, reason } = checkBecomeHostFields(input, signedIn);
  let account: SignUpValue | null = null;
  if (!signedIn && name && email && password && confirmPassword) {
    if (!name.ok) return name;
    if (!email.ok) return email;
    if (!password.ok) return password;
    if (!confirmPassword.ok) return confirmPassword;
    account = { name: name.value, email: email.value, password: password.value };
  }
  if (!reason.ok) return reason;
  return succeed({ reason: reason.value, account });
}
