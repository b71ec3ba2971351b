import { MAX_NAME_LENGTH } from '../constants';
import { MESSAGES } from '../messages';
import { fail, succeed, type Result } from '../result';
import { isBlank, requireName } from './fields';

/** `image` is whatever the caller holds: a picked File, an uploaded URL, or null/undefined for none. */
export interface DestinationInput<I> {
  name: unknown;
  image: I | null | undefined;
}

export type DestinationMode = 'add' | 'edit';

export interface DestinationValue<I> {
  name: string;
  /** Null on edit when the image is kept. */
  image: I | null;
}

/** Destination form (SPEC 5): add needs both name and image; edit needs a name, image optional. */
export function validateDestination<I>(
  input: DestinationInput<I>,
  mode: DestinationMode,
): Result<DestinationValue<I>> {
  const hasImage = input.image !== null && input.image !== undefined && input.image !== '';
  if (mode === 'add' && (isBlank(input.name) || !hasImage)) {
    return fail(MESSAGES.destinationNameAndImageRequired, isBlank(input.name) ? 'name' : 'image');
  }
  const name = requireName(
    input.name,
    'name',
    MESSAGES.destinationNameRequired,
    MAX_NAME_LENGTH,
    MESSAGES.nameTooLong,
  );
  if (!name.ok) return name;
  return succeed({ name: name.value, image: hasImage ? (input.image as I) : null });
}
