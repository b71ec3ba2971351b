import { MAX_NAME_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { succeed, type Result } from '../result';
import { requireName } from './fields';

/** Profile form (PRODUCT 10): the user can change their name. */
export function validateProfile(input: { name: unknown }): Result<{ name: string }> {
  const name = requireName(input.name, 'name', MESSAGES.nameRequired, MAX_NAME_LENGTH, MESSAGES.nameTooLong);
  if (!name.ok) return name;
  return succeed({ name: name.value });
}
