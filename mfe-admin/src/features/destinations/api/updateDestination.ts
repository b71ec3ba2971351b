import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { Destination } from '@shoreline/shared-domain/types';

/** PUT /api/admin/destinations/:id: renames it; the image changes only when one is sent. */
export function updateDestination(
  api: ApiClient,
  id: string,
  input: { name: string; image?: string },
): Promise<Destination> {
  return api.request<Destination>('PUT', `/api/admin/destinations/${encodeURIComponent(id)}`, input);
}
