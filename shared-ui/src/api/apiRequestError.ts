// The one error every ApiClient call rejects with, so callers branch on `status` (409 taken dates, 401
// signed out...) and show `message`, which for 4xx answers is already the catalogue's text sent by
// the API.
import type { ApiError } from '@shoreline/shared-domain/types';
import { MESSAGES } from '@shoreline/shared-domain/messages';

// The shell creates the ApiClient from its own bundle while each remote bundles its own copy of this
// module, so `instanceof` fails across that boundary. A brand in the global symbol registry is the
// same in every bundle of the page.
const API_REQUEST_ERROR = Symbol.for('shoreline.ApiRequestError');

export class ApiRequestError extends Error {
  readonly [API_REQUEST_ERROR] = true;
  /** HTTP status; 0 when the server could not be reached (offline, DNS, connection refused). */
  readonly status: number;
  /** The short HTTP error name the API sent (`Conflict`), or `Network Error`. */
  readonly error: string;

  constructor(status: number, message: string, error: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return (
    value instanceof ApiRequestError ||
    (value instanceof Error && Reflect.get(value, API_REQUEST_ERROR) === true)
  );
}

/** The HTTP status of a failed API call (0: no answer), or null for any other error. */
export function apiErrorStatus(error: unknown): number | null {
  return isApiRequestError(error) ? error.status : null;
}

function isApiErrorBody(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).message === 'string' &&
    (value as ApiError).message.length > 0
  );
}

/** A failed answer: the API's `{ statusCode, error, message }`, or a generic text for anything else. */
export function apiErrorFromResponse(status: number, body: unknown): ApiRequestError {
  if (isApiErrorBody(body)) return new ApiRequestError(status, body.message, body.error || `HTTP ${status}`);
  return new ApiRequestError(status, MESSAGES.somethingWentWrong, `HTTP ${status}`);
}

/** The request never got an answer. */
export function networkError(cause: unknown): ApiRequestError {
  return new ApiRequestError(0, MESSAGES.offline, 'Network Error', { cause });
}
