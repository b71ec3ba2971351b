import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@shoreline/shared-domain/errorCodes';
import type { FastifyInstance } from 'fastify';

/** What the HTTP server refuses before a request reaches fastify's routing, by Node's error code. */
const REFUSALS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large (over 16 KiB). Clearing this site’s cookies can help.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
  },
};
const MALFORMED = {
  status: 400,
  code: 'MALFORMED_REQUEST' as const,
  message: 'The request is not valid HTTP.',
};

/**
 * fastify's `clientErrorHandler`: fastify's own answer (a 431 for headers over Node's 16 KiB, a 408,
 * a 400 for bytes that are not HTTP) in the error shape of every other answer, code included, so a
 * client's error handling needs no special case. Written to the socket: there is no request object.
 */
export function handleClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody to answer (Node's own rule).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = REFUSALS[error.code ?? ''] ?? MALFORMED;
  const error_ = STATUS_CODES[refusal.status] ?? 'Error';
  const body = JSON.stringify({
    statusCode: refusal.status,
    error: error_,
    code: refusal.code,
    message: refusal.message,
  });
  this.log.debug({ err: error }, 'refused before routing');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${error_}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
