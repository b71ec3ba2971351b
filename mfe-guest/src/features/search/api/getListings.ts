import type { ApiClient } from '@shoreline/shared-ui/contract';
import type { IsoDate, ListingSummary, Page } from '@shoreline/shared-domain/types';

export interface ListingQuery {
  location?: string;
  checkin?: IsoDate;
  checkout?: IsoDate;
  limit?: number;
  cursor?: string | null;
}

/** GET /api/listings: active listings, newest first, keyset-paginated. */
export function getListings(api: ApiClient, query: ListingQuery = {}): Promise<Page<ListingSummary>> {
  const search = new URLSearchParams();
  if (query.location) search.set('location', query.location);
  if (query.checkin) search.set('checkin', query.checkin);
  if (query.checkout) search.set('checkout', query.checkout);
  if (query.limit) search.set('limit', String(query.limit));
  if (query.cursor) search.set('cursor', query.cursor);
  const text = search.toString();
  return api.request<Page<ListingSummary>>('GET', `/api/listings${text ? `?${text}` : ''}`);
}
