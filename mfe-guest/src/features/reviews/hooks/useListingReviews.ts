import { useCallback, useRef } from 'react';
import type { ListingReviews } from '@shoreline/shared-domain/types';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getListingReviews } from '../api/getListingReviews';

/**
 * The approved reviews of a listing, with their count. `first` (the listing page's one request) is
 * shown without asking again; a reload (after a change, or "Show all reviews") asks for all of them.
 */
export function useListingReviews(listingId: string, first?: ListingReviews) {
  const api = useApi();
  const given = useRef(first);
  const load = useCallback(() => {
    const ready = given.current;
    given.current = undefined;
    return ready ? Promise.resolve(ready) : getListingReviews(api, listingId);
  }, [api, listingId]);
  return useAsync(load);
}
