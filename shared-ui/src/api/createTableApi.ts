// An ApiClient that answers from a table instead of the network, for component tests of any app:
// `createTableApi({ 'GET /api/session': () => ({ user }), 'POST /api/auth/signout': () => undefined })`.
// A handler may throw `new ApiRequestError(409, MESSAGES..., 'Conflict')` to answer with a failure;
// a call with no handler is a 404, so a test never passes by accident on an unexpected call.
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
