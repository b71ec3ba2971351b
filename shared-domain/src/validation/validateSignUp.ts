import { MAX_NAME_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { succeed, type Result } from '../result';
import { requireEmail, requireNewPassword, requireName } from './fields';

export interface SignUpInput {
  name: unknown;
  email: unknown;
  password: unknown;
  confirmPassword: unknown;
}

export interface SignUpValue {
  name: string;
  email: string;
  password: string;
}

/** Sign-up form (SPEC 5): all fields required, passwords must match. */
export function validateSignUp(input: SignUpInput): Result<SignUpValue> {
  const name = requireName(input.name, 'name', MESSAGES.nameRequired, MAX_NAME_LENGTH, MESSAGES.nameTooLong);
  if (!name.ok) return name;
  const email = requireEmail(input.email);
  if (!email.ok) return email;
  const password = requireNewPassword(input.password, input.confirmPassword);
  if (!password.ok) return password;
  return succeed({ name: name.value, email: email.value, password: password.value });
}
