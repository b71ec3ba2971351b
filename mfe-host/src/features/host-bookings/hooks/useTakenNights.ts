import { useCallback } from 'react';
import type { Booking, TakenNights } from '@shoreline/shared-domain/types';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { getHostBooking } from '../api/getHostBooking';

/**
 * The nights of a pending request that an approved stay or a block took meanwhile, as the API decides
 * them (issue 22): approving it would fail, so the approve page offers only a rejection. Loaded only
 * when `needed` (the approval of a pending request); otherwise the answer is an empty list.
 */
export function useTakenNights(booking: Booking, needed: boolean) {
  const api = useApi();
  const { id } = booking;
  const load = useCallback(
    async (): Promise<TakenNights[]> => (needed ? (await getHostBooking(api, id)).takenNights : []),
    [api, id, needed],
  );
  return useAsync(load);
}
