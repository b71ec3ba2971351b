import { succeed, type Result } from '../result';
import { checkSignUpFields, type SignUpInput } from './checkSignUpFields';

export type { SignUpInput } from './checkSignUpFields';

export interface SignUpValue {
  name: string;
  email: string;
  password: string;
}

/** Sign-up form (SPEC 5): all fields required, passwords must match; the first failure in form order. */
export function validateSignUp(input: SignUpInput): Result<SignUpValue> {
  const { name, email, password, confirmPassword } = checkSignUpFields(input);
  if (!name.ok) return name;
  if (!email.ok) return email;
  if (!password.ok) return password;
  if (!confirmPassword.ok) return confirmPassword;
  return succeed({ name: name.value, email: email.value, password: password.value });
}
