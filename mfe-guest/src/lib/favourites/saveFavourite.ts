import type { ApiClient } from '@shoreline/shared-ui/contract';
import { callApi } from '@shoreline/shared-ui/api/callApi';

/** PUT /api/me/favourites/:listingId: saves it (saving twice is one save). */
export async function saveFavourite(api: ApiClient, listingId: string): Promise<void> {
  await callApi(api, 'put', '/api/me/favourites/{listingId}', { params: { listingId } });
}
