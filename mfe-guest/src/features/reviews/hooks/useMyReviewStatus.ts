import { useCallback } from 'react';
import type { Booking, Review } from '@shoreline/shared-domain/types';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { fetchAllPages } from '@shoreline/shared-ui/api/fetchAllPages';
import { getMyReviews } from '../api/getMyReviews';
import { getReviewableBookings } from '../api/getReviewableBookings';

export interface MyReviewStatus {
  /** The signed-in user's own reviews of this listing, in any status. */
  mine: Review[];
  /** Their completed stays here that have no review yet (SPEC 5 eligibility, decided by the API). */
  eligible: Booking[];
}

const NOBODY: MyReviewStatus = Object.freeze({ mine: [], eligible: [] });

/** What the signed-in user may do in the reviews section; nothing for a signed-out visitor. */
export function useMyReviewStatus(listingId: string, userId: string | null) {
  const api = useApi();
  const load = useCallback(async (): Promise<MyReviewStatus> => {
    if (userId === null) return NOBODY;
    const [mine, eligible] = await Promise.all([
      // One person's reviews and stays at one listing: a few, read whole.
      fetchAllPages((cursor) => getMyReviews(api, listingId, cursor)),
      fetchAllPages((cursor) => getReviewableBookings(api, listingId, cursor)),
    ]);
    return { mine, eligible };
  }, [api, listingId, userId]);
  return useAsync(load);
}
