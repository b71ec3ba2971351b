import { MAX_ABOUT_LENGTH, MAX_NAME_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { succeed, type Result } from '../result';
import { optionalText, requireName } from './fields';

export interface ProfileChange {
  name: string;
  /** "About you" (issue 24 item 7): null clears it; left out, it stays as it is. */
  about?: string | null;
}

/**
 * Profile form (PRODUCT 10): the user can change their name and, optionally, what they write about
 * themselves (shown on their public host page). A blank "About you" is none.
 */
export function validateProfile(input: { name: unknown; about?: unknown }): Result<ProfileChange> {
  const name = requireName(input.name, 'name', MESSAGES.nameRequired, MAX_NAME_LENGTH, MESSAGES.nameTooLong);
  if (!name.ok) return name;
  if (input.about === undefined) return succeed({ name: name.value });
  const about = optionalText(input.about, 'about', MAX_ABOUT_LENGTH, MESSAGES.aboutTooLong);
  if (!about.ok) return about;
  return succeed({ name: name.value, about: about.value });
}
