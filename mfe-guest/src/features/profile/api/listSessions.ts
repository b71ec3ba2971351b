import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi, type ApiResponse } from '@shoreline/shared-ui/api/callApi';
import type { Page } from '@shoreline/shared-domain/types';

export type ActiveSession = ApiResponse<'get', '/api/me/sessions'>['items'][number];

/** GET /api/me/sessions: one page of the signed-in user's own sessions, most recently used first. */
export function listSessions(api: ApiClient, cursor: string | null): Promise<Page<ActiveSession>> {
  return callApi(api, 'get', '/api/me/sessions', { query: { cursor: cursor ?? undefined } });
}
