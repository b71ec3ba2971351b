import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** DELETE /api/me/sessions/:id: that device's next request is refused; 404 when it already ended. */
export function signOutSession(api: ApiClient, id: string): Promise<void> {
  return callApi(api, 'delete', '/api/me/sessions/{id}', { params: { id } });
}
