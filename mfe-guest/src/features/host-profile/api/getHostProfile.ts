import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { HostProfile } from '@shoreline/shared-domain/types';

/** GET /api/hosts/:id: the host, their rating and the first page of their active listings. */
export function getHostProfile(api: ApiClient, id: string): Promise<HostProfile> {
  return callApi(api, 'get', '/api/hosts/{id}', { params: { id } });
}
