import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostRequest } from '@shoreline/shared-domain/types';

/**
 * POST /api/admin/host-requests/:id/reject `{ reason }`: the reason (or null for none) is shown to
 * the requester on their Become a Host page.
 */
export function rejectHostRequest(api: ApiClient, id: string, reason: string | null): Promise<HostRequest> {
  return callApi(api, 'post', '/api/admin/host-requests/{id}/reject', { params: { id }, body: { reason } });
}
