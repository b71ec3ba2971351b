import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostRequest } from '@shoreline/shared-domain/types';

/** GET /api/host-requests/mine: the caller's latest host request (404 when there is none). */
export function getMyHostRequest(api: ApiClient): Promise<HostRequest> {
  return callApi(api, 'get', '/api/host-requests/mine');
}
