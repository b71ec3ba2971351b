import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, statusText } from './http-errors';

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

function fromDatabase(error: PgError): { statusCode: number; message: string } | null {
  if (isDatabaseUnavailable(error)) return { statusCode: 503, message: MESSAGES.serviceUnavailable };
  if (typeof error.code !== 'string') return null;
  // The exclusion constraint: two approved stays of one listing would overlap.
  if (error.code === '23P01') return { statusCode: 409, message: MESSAGES.bookingDatesUnavailable };
  if (error.code === '23505') {
    if (error.constraint === 'users_email_lower_key')
      return { statusCode: 409, message: MESSAGES.signUpEmailInUse };
    if (error.constraint === 'host_requests_one_pending_per_user')
      return { statusCode: 409, message: MESSAGES.hostRequestAlreadyPending };
    if (error.constraint === 'reviews_one_per_booking')
      return { statusCode: 409, message: MESSAGES.reviewAlreadyExists };
    return { statusCode: 409, message: MESSAGES.invalidRequest };
  }
  if (error.code === '23503') return { statusCode: 400, message: MESSAGES.invalidRequest };
  if (PG_BAD_INPUT.has(error.code)) return { statusCode: 400, message: MESSAGES.invalidRequest };
  return null;
}

function fromFastify(error: FastifyError): { statusCode: number; message: string } | null {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { statusCode: 413, message: MESSAGES.imageTooLarge };
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return { statusCode: 413, message: MESSAGES.maxImages };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, message: error.message };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: error.message };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: error.message };
    default:
      return null;
  }
}

/**
 * Every error leaves as `{ statusCode, error, message }`. Bad input of any kind (schema, malformed
 * JSON, a value Postgres refuses) is a 4xx with a readable message; only real faults are 500, and
 * their details stay in the log.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  let statusCode = 500;
  let message: string = MESSAGES.somethingWentWrong;

  const mapped = error.validation ? null : (fromFastify(error) ?? fromDatabase(error as PgError));
  if (error.validation) {
    statusCode = 400;
    message = error.message;
  } else if (mapped) {
    ({ statusCode, message } = mapped);
  } else if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 600) {
    // Ours: its status (a 429 or 503 included) and its message were chosen for the person reading it.
    ({ statusCode, message } = error);
  } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    statusCode = error.statusCode;
    // A plugin's 429 (@fastify/rate-limit) speaks of its own settings: say it the spec's way.
    message = statusCode === 429 ? MESSAGES.tooManyRequests : error.message;
  }

  if (statusCode === 503) request.log.warn({ err: error }, 'service unavailable');
  else if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode, message }, 'request refused');

  void reply.code(statusCode).send({ statusCode, error: statusText(statusCode), message });
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send({
    statusCode: 404,
    error: 'Not Found',
    message: `Route ${request.method} ${request.url} not found`,
  });
}
