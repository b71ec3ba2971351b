import { MAX_REASON_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import type { Result } from '../result';
import { requireText } from './fields';
import { checkSignUpFields, type SignUpFieldChecks } from './checkSignUpFields';

export interface BecomeHostInput {
  reason: unknown;
  name?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}

/** Each field's check in form order: the account fields only for a signed-out visitor. */
export type BecomeHostFieldChecks = Partial<SignUpFieldChecks> & { reason: Result<string> };

/**
 * Every rule of the become-a-host form (SPEC 5), field by field: the form shows every message at
 * once, validateBecomeHost reports the first (account fields first, as on screen).
 */
export function checkBecomeHostFields(input: BecomeHostInput, signedIn: boolean): BecomeHostFieldChecks {
  const reason = requireText(
    input.reason,
    'reason',
    MESSAGES.reasonRequired,
    MAX_REASON_LENGTH,
    MESSAGES.reasonTooLong,
  );
  if (signedIn) return { reason };
  return {
    ...checkSignUpFields({
      name: input.name,
      email: input.email,
      password: input.password,
      confirmPassword: input.confirmPassword,
    }),
    reason,
  };
}
