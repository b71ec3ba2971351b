import { useCallback } from 'react';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getListingReviews } from '../api/getListingReviews';

/** The approved reviews of a listing, with their count. */
export function useListingReviews(listingId: string) {
  const api = useApi();
  const load = useCallback(() => getListingReviews(api, listingId), [api, listingId]);
  return useAsync(load);
}
