import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';
import type { Destination } from '@shoreline/shared-domain/types';

/** PUT /api/admin/destinations/:id: renames it; the image changes only when one is sent. */
export function updateDestination(
  api: ApiClient,
  id: string,
  input: { name: string; image?: string },
): Promise<Destination> {
  return callApi(api, 'put', '/api/admin/destinations/{id}', { params: { id }, body: input });
}
