import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { HostRequest } from '@shoreline/shared-domain/types';

/** GET /api/admin/host-requests: the pending requests, newest first. */
export function getPendingHostRequests(api: ApiClient): Promise<HostRequest[]> {
  return api.request<HostRequest[]>('GET', '/api/admin/host-requests?status=pending');
}
