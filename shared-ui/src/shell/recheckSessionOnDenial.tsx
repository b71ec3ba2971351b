import type { ApiClient, HttpMethod } from '../contract';
import { isApiRequestError } from '../api/apiRequestError';

// The session's own calls: a 401 there is the answer itself, not a sign that the session moved.
const SESSION_PATHS = /^\/api\/(me|auth\/)/;

/**
 * An ApiClient that calls `recheck` when the API refuses a call for who the user is (401: the
 * session ended, e.g. expired or signed out in another tab; 403: the roles changed, e.g. an admin
 * approved or revoked hosting). The shell then re-reads `/api/session`, so the header and the route guards
 * follow at once instead of after the next full reload. The error still reaches the caller.
 */
export function recheckSessionOnDenial(api: ApiClient, recheck: () => void): ApiClient {
  const onError = (path: string, error: unknown): never => {
    if (
      isApiRequestError(error) &&
      (error.status === 401 || error.status === 403) &&
      !SESSION_PATHS.test(path)
    ) {
      recheck();
    }
    throw error;
  };
  return {
    request: <T,>(method: HttpMethod, path: string, body?: unknown) =>
      api.request<T>(method, path, body).catch((error: unknown) => onError(path, error)),
    upload: <T,>(path: string, form: FormData, onProgress?: (fraction: number) => void) =>
      api.upload<T>(path, form, onProgress).catch((error: unknown) => onError(path, error)),
    // Only successful answers arrive early: nothing here to re-check.
    ...(api.takeArrived ? { takeArrived: api.takeArrived } : {}),
  };
}
