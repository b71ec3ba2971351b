import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** DELETE /api/me/favourites/:listingId: forgets it (whether it was saved or not). */
export async function removeFavourite(api: ApiClient, listingId: string): Promise<void> {
  await callApi(api, 'delete', '/api/me/favourites/{listingId}', { params: { listingId } });
}
