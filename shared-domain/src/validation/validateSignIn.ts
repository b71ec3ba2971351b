import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import { isBlank } from './fields';

export interface SignInInput {
  email: unknown;
  password: unknown;
  rememberMe?: unknown;
}

export interface SignInValue {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Sign-in form: both fields required. The email's format is not checked here: a wrong email is
 * answered like a wrong password, with MESSAGES.signInFailed, so accounts cannot be probed.
 */
export function validateSignIn(input: SignInInput): Result<SignInValue> {
  if (isBlank(input.email)) return fail(MESSAGES.signInFieldsRequired, 'email');
  if (typeof input.password !== 'string' || input.password === '') {
    return fail(MESSAGES.signInFieldsRequired, 'password');
  }
  return succeed({
    email: (input.email as string).trim().toLowerCase(),
    password: input.password,
    rememberMe: input.rememberMe === true,
  });
}
