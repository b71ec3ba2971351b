import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi, type ApiResponse } from '@shoreline/shared-ui/api/callApi';

export type ActiveSession = ApiResponse<'get', '/api/me/sessions'>['items'][number];

/** GET /api/me/sessions: the signed-in user's own sessions, most recently used first. */
export async function listSessions(api: ApiClient): Promise<ActiveSession[]> {
  const answer = await callApi(api, 'get', '/api/me/sessions');
  return answer.items;
}
