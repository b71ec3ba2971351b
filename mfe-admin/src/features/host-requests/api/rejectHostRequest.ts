import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { HostRequest } from '@shoreline/shared-domain/types';

/** POST /api/admin/host-requests/:id/reject. */
export function rejectHostRequest(api: ApiClient, id: string): Promise<HostRequest> {
  return api.request<HostRequest>('POST', `/api/admin/host-requests/${encodeURIComponent(id)}/reject`);
}
