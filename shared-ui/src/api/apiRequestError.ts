// The one error every ApiClient call rejects with, so callers branch on `code` (BOOKING_DATES_TAKEN,
// UNAUTHENTICATED...; issue 23: never on `message`) or on `status`, mark the inputs in `fields`, and
// show `message`, which for 4xx answers is already the catalogue's text sent by the API.
import type { ErrorCode } from '@shoreline/shared-domain/errorCodes';
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
  /** The API's machine code; null when no API answered it (offline, a proxy's page). */
  readonly code: ErrorCode | null;
  /** The inputs the API refused (`['endDate']`), for a form to mark; empty when none. */
  readonly fields: readonly string[];

  constructor(
    status: number,
    message: string,
    error: string,
    options?: { cause?: unknown; code?: ErrorCode | null; fields?: readonly string[] },
  ) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
    this.code = options?.code ?? null;
    this.fields = options?.fields ?? [];
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

/** The API's code of a failed call (what to branch on), or null: no API answer, or another error. */
export function apiErrorCode(error: unknown): ErrorCode | null {
  return isApiRequestError(error) ? error.code : null;
}

/** The inputs a failed call was refused for (`['endDate']`); empty for any other error. */
export function apiErrorFields(error: unknown): readonly string[] {
  return isApiRequestError(error) ? error.fields : [];
}

function isApiErrorBody(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).message === 'string' &&
    (value as ApiError).message.length > 0
  );
}

/**
 * A failed answer: the API's `{ statusCode, error, code, message, fields? }`, or a generic text for
 * anything else. The code is taken as sent, not checked against the catalogue (that would ship the
 * whole catalogue to every page): a code this client does not know, from a newer API, matches none
 * of its comparisons, so the caller falls back to the status and the message.
 */
export function apiErrorFromResponse(status: number, body: unknown): ApiRequestError {
  if (!isApiErrorBody(body))
    return new ApiRequestError(status, MESSAGES.somethingWentWrong, `HTTP ${status}`);
  // Read as unknown: the body is JSON from the network, typed only once checked.
  const { code, fields } = body as { code?: unknown; fields?: unknown };
  return new ApiRequestError(status, body.message, body.error || `HTTP ${status}`, {
    code: typeof code === 'string' && code !== '' ? (code as ErrorCode) : null,
    fields: Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [],
  });
}

/** The request never got an answer. */
export function networkError(cause: unknown): ApiRequestError {
  return new ApiRequestError(0, MESSAGES.offline, 'Network Error', { cause });
}
