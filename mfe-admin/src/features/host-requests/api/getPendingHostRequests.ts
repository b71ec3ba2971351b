import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostRequest } from '@shoreline/shared-domain/types';

/** GET /api/admin/host-requests: the pending requests, newest first. */
export function getPendingHostRequests(api: ApiClient): Promise<HostRequest[]> {
  return callApi(api, 'get', '/api/admin/host-requests', { query: { status: 'pending' } });
}
