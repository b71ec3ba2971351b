// The one result shape every rule of this package returns, so the API can map a failure to a status
// code (`code`) and the apps can show `message` beside `field` without either retyping a text.
import type { CodedMessage } from './errorCodes';

/** Why a rule failed: the API maps these to 400, 403, 409 and 404. */
export type FailureCode = 'invalid' | 'forbidden' | 'conflict' | 'not-found';

export interface Success<T> {
  ok: true;
  value: T;
}

export interface Failure {
  ok: false;
  /**
   * A user-visible text from `MESSAGES` that has an error code (`errorCodes.ts`), so the API can
   * answer a failed rule with its code.
   */
  message: CodedMessage;
  /** The input field the message belongs to, when there is one. */
  field?: string;
  code: FailureCode;
}

export type Result<T> = Success<T> | Failure;

export function succeed<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function fail(message: CodedMessage, field?: string, code: FailureCode = 'invalid'): Failure {
  return field === undefined ? { ok: false, message, code } : { ok: false, message, field, code };
}
