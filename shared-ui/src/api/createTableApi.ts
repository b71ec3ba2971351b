// An ApiClient that answers from a table instead of the network, for component tests of any app:
// `createTableApi({ 'GET /api/session': () => ({ user }), 'POST /api/auth/signout': () => undefined })`.
// A handler may throw `apiFailure(409, MESSAGES...)` to answer with a failure as the API sends it;
// a call with no handler is a 404, so a test never passes by accident on an unexpected call.
import { errorCodeOf, type CodedMessage } from '@shoreline/shared-domain/errorCodes';
import type { ApiClient, HttpMethod } from '../contract';
import { ApiRequestError } from './apiRequestError';

export type TableHandler = (body: unknown) => unknown;

export interface TableApiCall {
  method: HttpMethod | 'UPLOAD';
  path: string;
  body: unknown;
}

export interface TableApi extends ApiClient {
  /** Every call made, in order. */
  calls: TableApiCall[];
}

/**
 * A failed call as the API answers it: the catalogue message with its code (and the refused
 * `fields`), so a component under test branches on the code as it does against the real API.
 */
export function apiFailure(
  status: number,
  message: CodedMessage,
  fields?: readonly string[],
): ApiRequestError {
  return new ApiRequestError(status, message, STATUS_TEXTS[status] ?? `HTTP ${status}`, {
    code: errorCodeOf(message),
    fields,
  });
}

const STATUS_TEXTS: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function createTableApi(table: Record<string, TableHandler>): TableApi {
  const calls: TableApiCall[] = [];
  const answer = async <T>(method: HttpMethod | 'UPLOAD', path: string, body: unknown): Promise<T> => {
    calls.push({ method, path, body });
    const handler = table[`${method} ${path}`];
    if (!handler) throw new ApiRequestError(404, `No handler for ${method} ${path}`, 'Not Found');
    return (await handler(body)) as T;
  };
  return {
    calls,
    request: (method, path, body) => answer(method, path, body),
    upload: (path, form, onProgress) => {
      onProgress?.(1);
      return answer('UPLOAD', path, form);
    },
  };
}
