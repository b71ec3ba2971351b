import { STATUS_CODES } from 'node:http';
import { errorCodeOf, type CodedMessage, type ErrorCode } from '@shoreline/shared-domain/errorCodes';
import type { Failure, FailureCode, Result } from '@shoreline/shared-domain/result';
import type { ApiError } from '@shoreline/shared-domain/types';

/**
 * What an error says: a coded text of the catalogue alone (its code follows from it), or any text
 * with the code named once, at the throw site (a notice with a detail, a plugin's wording). Either
 * way no error is built without a code.
 */
export type ErrorText = [message: CodedMessage] | [message: string, code: ErrorCode];

/** The code of an `ErrorText`. */
function codeOf([message, code]: ErrorText): ErrorCode {
  return code ?? errorCodeOf(message as CodedMessage);
}

/** An error with a status, a code and a user-visible message; the error handler sends it as `ApiError`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** The inputs the error is about, for a form to mark (`['endDate']`). */
  readonly fields: readonly string[] | undefined;

  constructor(statusCode: number, ...text: ErrorText) {
    super(text[0]);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = codeOf(text);
    this.fields = undefined;
  }

  /** This error, about `fields` (a form shows its message beside them). */
  about(...fields: string[]): this {
    return Object.assign(this, { fields });
  }
}

export const badRequest = (...text: ErrorText) => new HttpError(400, ...text);
export const unauthorized = (...text: ErrorText) => new HttpError(401, ...text);
export const forbidden = (...text: ErrorText) => new HttpError(403, ...text);
export const notFound = (...text: ErrorText) => new HttpError(404, ...text);
export const conflict = (...text: ErrorText) => new HttpError(409, ...text);
/** A resource that existed and was removed (a deleted listing's page: search engines drop it). */
export const gone = (...text: ErrorText) => new HttpError(410, ...text);
export const payloadTooLarge = (...text: ErrorText) => new HttpError(413, ...text);
export const unprocessable = (...text: ErrorText) => new HttpError(422, ...text);

const STATUS_OF_FAILURE: Record<FailureCode, number> = {
  invalid: 400,
  forbidden: 403,
  conflict: 409,
  'not-found': 404,
};

/** Turns a failed shared-domain rule into the matching HTTP error, about the rule's field if any. */
export function failureToHttpError(failure: Failure): HttpError {
  const error = new HttpError(STATUS_OF_FAILURE[failure.code], failure.message);
  return failure.field === undefined ? error : error.about(failure.field);
}

/** Returns the value of a shared-domain `Result`, or throws its failure as an HTTP error. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw failureToHttpError(result);
  return result.value;
}

/** `Bad Request`, `Not Found`... the `error` field of every error body. */
export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}

/**
 * The body of an error answer, for the few places that answer one themselves instead of throwing (a
 * 429 or 503 with its own Retry-After): the same shape and the same code rules as the error handler's.
 */
export function errorBody(statusCode: number, ...text: ErrorText): ApiError {
  return { statusCode, error: statusText(statusCode), code: codeOf(text), message: text[0] };
}
