import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { HostRequest } from '@shoreline/shared-domain/types';

/** GET /api/host-requests/mine: the caller's latest host request (404 when there is none). */
export function getMyHostRequest(api: ApiClient): Promise<HostRequest> {
  return api.request<HostRequest>('GET', '/api/host-requests/mine');
}
