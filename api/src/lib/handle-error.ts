import type { ErrorCode } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ApiError } from '@shoreline/shared-domain/types';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, HttpError } from './http-errors';
import { noteRefusal } from './http/request-log';

interface PgError {
  code?: string;
  constraint?: string;
}

/** SQLSTATEs that mean "the input was wrong", not "the server failed". */
const PG_BAD_INPUT = new Set([
  '22P02', // invalid text representation (e.g. a malformed uuid)
  '22007', // invalid datetime format
  '22008', // datetime field overflow (2025-02-30)
  '22003', // numeric value out of range
  '22001', // string too long
  '23514', // check constraint
  '23502', // not null
  '22021', // a NUL character (\u0000 is valid JSON, but Postgres text cannot hold it)
  '22P05', // a character the database encoding cannot hold
  '54000', // a value too large for an index entry
]);

/**
 * The database cannot serve now (down, refusing, full, too slow, restarting): a 503 that says to try
 * again, not a 500. SQLSTATE classes 08 (connection), 53 (insufficient resources: too many clients),
 * 57P0x (shutting down, starting), 57014 (statement_timeout), 55P03 (lock_not_available) and
 * 40001/40P01 (serialization failure, deadlock: the same request may well succeed again).
 */
const PG_UNAVAILABLE = /^(08...|53...|57P0.|57014|55P03|40001|40P01)$/;
/** Errors of the driver and the pool rather than the server. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const DRIVER_CONNECTION_MESSAGE =
  /Connection terminated|connection timeout|timeout expired|Client has encountered a connection error|Connection ended/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (name === 'KnexTimeoutError') return true; // no free connection within the acquire timeout
  if (typeof code === 'string' && (PG_UNAVAILABLE.test(code) || CONNECTION_FAILURES.has(code))) return true;
  return typeof message === 'string' && DRIVER_CONNECTION_MESSAGE.test(message) && code === undefined;
}

function fromDatabase(error: PgError): HttpError | null {
  if (isDatabaseUnavailable(error)) return new HttpError(503, MESSAGES.serviceUnavailable);
  if (typeof error.code !== 'string') return null;
  // The exclusion constraint: two approved stays of one listing would overlap.
  if (error.code === '23P01') return new HttpError(409, MESSAGES.bookingDatesUnavailable);
  if (error.code === '23505') {
    if (error.constraint === 'users_email_lower_key')
      return new HttpError(409, MESSAGES.signUpEmailInUse).about('email');
    if (error.constraint === 'host_requests_one_pending_per_user')
      return new HttpError(409, MESSAGES.hostRequestAlreadyPending);
    if (error.constraint === 'reviews_one_per_booking')
      return new HttpError(409, MESSAGES.reviewAlreadyExists);
    return new HttpError(409, MESSAGES.invalidRequest);
  }
  if (error.code === '23503') return new HttpError(400, MESSAGES.invalidRequest);
  if (PG_BAD_INPUT.has(error.code)) return new HttpError(400, MESSAGES.invalidRequest);
  return null;
}

function fromFastify(error: FastifyError): HttpError | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, MESSAGES.imageTooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, MESSAGES.maxImages);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, error.message, 'UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, error.message, 'PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, error.message, 'MALFORMED_BODY');
    default:
      return null;
  }
}

/** A plugin's own 4xx (its wording kept): the code its status stands for. */
const CODE_OF_PLUGIN_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The inputs a schema refused, as dotted paths below the body or query (`endDate`, `photos.0`). */
export function fieldsOfValidation(validation: NonNullable<FastifyError['validation']>): string[] {
  const fields = validation.flatMap(({ instancePath, params }) => {
    const path = instancePath.split('/').filter(Boolean);
    const missing = (params as { missingProperty?: unknown }).missingProperty;
    if (typeof missing === 'string') path.push(missing);
    return path.length > 0 ? [path.join('.')] : [];
  });
  return [...new Set(fields)];
}

/** What the caller is told about `error`, with the status and the code that go with it. */
function toHttpError(error: FastifyError): HttpError {
  if (error.validation) {
    const refused = new HttpError(400, error.message, 'VALIDATION_FAILED');
    const fields = fieldsOfValidation(error.validation);
    return fields.length > 0 ? refused.about(...fields) : refused;
  }
  const mapped = fromFastify(error) ?? fromDatabase(error as PgError);
  if (mapped) return mapped;
  // Ours: its status (a 429 or 503 included), message and code were chosen for the person reading it.
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 600) return error;
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    // A plugin's 429 (@fastify/rate-limit) speaks of its own settings: say it the spec's way.
    if (error.statusCode === 429) return new HttpError(429, MESSAGES.tooManyRequests);
    return new HttpError(
      error.statusCode,
      error.message,
      CODE_OF_PLUGIN_STATUS[error.statusCode] ?? 'REQUEST_REFUSED',
    );
  }
  return new HttpError(500, MESSAGES.somethingWentWrong);
}

/**
 * Every error leaves as `{ statusCode, error, code, message, fields? }` (issue 23). Bad input of any
 * kind (schema, malformed JSON, a value Postgres refuses) is a 4xx with a readable message and its
 * code; only real faults are 500 (`INTERNAL`), and their details stay in the log.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const mapped = toHttpError(error);
  // A 500 never says more than that something failed (`INTERNAL`), whoever built it.
  const answer = mapped.statusCode === 500 ? new HttpError(500, MESSAGES.somethingWentWrong) : mapped;
  const { statusCode, code, message, fields } = answer;

  if (statusCode === 503) request.log.warn({ err: error }, 'service unavailable');
  else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  // Told by the request's one line (lib/http/request-log.ts).
  else noteRefusal(request, { code, message });

  const body: ApiError = {
    ...errorBody(statusCode, message, code),
    ...(fields ? { fields: [...fields] } : {}),
  };
  void reply.code(statusCode).send(body);
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url} not found`, 'NOT_FOUND'));
}
