import { MAX_NAME_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import type { Result } from '../result';
import { requireEmail, requireName, requirePassword, requirePasswordConfirmation } from './fields';

export interface SignUpInput {
  name: unknown;
  email: unknown;
  password: unknown;
  confirmPassword: unknown;
}

/** Each sign-up field's own check, keyed in form order. */
export interface SignUpFieldChecks {
  name: Result<string>;
  email: Result<string>;
  password: Result<string>;
  confirmPassword: Result<string>;
}

/**
 * Every rule of the account fields (SPEC 5), field by field: the forms show every message at once;
 * validateSignUp reports the first. The confirmation is judged against the password as typed.
 */
export function checkSignUpFields(input: SignUpInput): SignUpFieldChecks {
  return {
    name: requireName(input.name, 'name', MESSAGES.nameRequired, MAX_NAME_LENGTH, MESSAGES.nameTooLong),
    email: requireEmail(input.email),
    password: requirePassword(input.password),
    confirmPassword: requirePasswordConfirmation(input.password, input.confirmPassword),
  };
}
