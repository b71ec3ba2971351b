import { STATUS_CODES } from 'node:http';
import type { Failure, FailureCode, Result } from '@shoreline/shared-domain/result';

/** An error with a status code and a user-visible message; the error handler sends it as `ApiError`. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A resource that existed and was removed (a deleted listing's page: search engines drop it). */
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unprocessable = (message: string) => new HttpError(422, message);

const STATUS_OF_FAILURE: Record<FailureCode, number> = {
  invalid: 400,
  forbidden: 403,
  conflict: 409,
  'not-found': 404,
};

/** Turns a failed shared-domain rule into the matching HTTP error. */
export function failureToHttpError(failure: Failure): HttpError {
  return new HttpError(STATUS_OF_FAILURE[failure.code], failure.message);
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
