// The ApiClient of the shell contract: JSON over fetch with the session cookie (same origin: the
// shell's server proxies /api, so the cookie is first-party), uploads over XMLHttpRequest because
// fetch cannot report upload progress.
import type { ApiClient, HttpMethod } from '../contract';
import { apiErrorFromResponse, networkError } from './apiRequestError';
import type { PrefetchStore } from './createPrefetchStore';
import { parseJsonBody } from './parseJsonBody';
import { uploadWithProgress } from './uploadWithProgress';

export interface ApiClientOptions {
  /** Prefix of every path; '' (same origin) in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Constructor used for uploads; the browser's by default. */
  XMLHttpRequest?: typeof XMLHttpRequest;
  /**
   * How long a JSON call may take before it fails as a network error (status 0), so an API that
   * accepts the connection and never answers ends in the screen's error message, not an endless
   * spinner. Uploads are not limited (a large photo on a slow line legitimately takes long).
   */
  timeoutMs?: number;
  /** GET answers started early (a page's data while its code loads); a GET takes its own once. */
  prefetched?: PrefetchStore;
}

export const API_TIMEOUT_MS = 30_000;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    };
    // Only with a body: Fastify refuses an empty body declared as JSON.
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    let response: Response;
    try {
      // A write makes every answer fetched before it possibly stale (a list hovered, then an edit).
      if (method !== 'GET') options.prefetched?.clear();
      const early = method === 'GET' ? options.prefetched?.take(path) : null;
      // A prefetch that failed to arrive is simply asked again.
      response = (await early?.catch(() => null)) ?? (await fetchImpl(`${baseUrl}${path}`, init));
    } catch (cause) {
      throw networkError(cause);
    }
    const text = response.status === 204 ? '' : await response.text();
    const data = parseJsonBody(text);
    if (!response.ok) throw apiErrorFromResponse(response.status, data);
    return data as T;
  }

  function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
    const Xhr = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
    return uploadWithProgress<T>(Xhr, `${baseUrl}${path}`, form, onProgress);
  }

  function takeArrived(path: string) {
    const arrived = options.prefetched?.takeArrived(path);
    const body = arrived ? parseJsonBody(arrived.text) : undefined;
    // Not JSON after all (a proxy's page): the screen's own request asks again and reports it.
    return arrived && body !== undefined ? { status: arrived.status, body } : undefined;
  }

  return { request, upload, takeArrived };
}
