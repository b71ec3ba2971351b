import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostRequest } from '@shoreline/shared-domain/types';

/** POST /api/admin/host-requests/:id/approve: the user gets the host role. */
export function approveHostRequest(api: ApiClient, id: string): Promise<HostRequest> {
  return callApi(api, 'post', '/api/admin/host-requests/{id}/approve', { params: { id } });
}
