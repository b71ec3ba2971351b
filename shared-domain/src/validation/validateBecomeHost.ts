import { MAX_REASON_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { succeed, type Result } from '../result';
import { requireText } from './fields';
import { validateSignUp, type SignUpValue } from './validateSignUp';

export interface BecomeHostInput {
  reason: unknown;
  name?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}

/** Signed-in users send only a reason; signed-out visitors also create their account. */
export type BecomeHostValue = { reason: string; account: SignUpValue | null };

/**
 * Become-a-host form (SPEC 5): the reason is required; a signed-out visitor also gives name, email
 * and a password with its confirmation (checked like sign-up, account fields first as on screen).
 */
export function validateBecomeHost(input: BecomeHostInput, signedIn: boolean): Result<BecomeHostValue> {
  let account: SignUpValue | null = null;
  if (!signedIn) {
    const signUp = validateSignUp({
      name: input.name,
      email: input.email,
      password: input.password,
      confirmPassword: input.confirmPassword,
    });
    if (!signUp.ok) return signUp;
    account = signUp.value;
  }
  const reason = requireText(
    input.reason,
    'reason',
    MESSAGES.reasonRequired,
    MAX_REASON_LENGTH,
    MESSAGES.reasonTooLong,
  );
  if (!reason.ok) return reason;
  return succeed({ reason: reason.value, account });
}
