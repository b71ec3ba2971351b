import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostRequest, Page } from '@shoreline/shared-domain/types';

/** GET /api/admin/host-requests: one page of the pending requests, newest first. */
export function getPendingHostRequests(api: ApiClient, cursor: string | null): Promise<Page<HostRequest>> {
  return callApi(api, 'get', '/api/admin/host-requests', {
    query: { status: 'pending', cursor: cursor ?? undefined },
  });
}
