import { isApiRequestError } from './apiRequestError';

/**
 * What to show for a failed call: the API's own text for a client error (it is the catalogue's
 * message, e.g. 409 "These dates are not available..."), otherwise the screen's SPEC message
 * (`fallback`), since a 5xx or a network failure says nothing useful to a user.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
