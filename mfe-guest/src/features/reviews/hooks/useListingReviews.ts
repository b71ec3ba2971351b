import { useCallback, useState } from 'react';
import type { ListingReviews } from '@shoreline/shared-ui/api/apiTypes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync, type AsyncState } from '@shoreline/shared-ui/hooks/useAsync';
import { getListingReviews } from '../api/getListingReviews';

/**
 * The approved reviews of a listing, with their count. `first` (the listing page's one request) is
 * the first state, shown at once (and rendered by the shell's server) without asking again; a reload
 * (after a change, or "Show all reviews") asks for all of them.
 */
export function useListingReviews(listingId: string, first?: ListingReviews) {
  const api = useApi();
  const load = useCallback(() => getListingReviews(api, listingId), [api, listingId]);
  const [initial] = useState<AsyncState<ListingReviews> | undefined>(() =>
    first ? { status: 'success', data: first } : undefined,
  );
  return useAsync(load, initial);
}
