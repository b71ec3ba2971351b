import { useCallback } from 'react';
import { usePagedList } from '@shoreline/shared-ui/hooks/usePagedList';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { getFavourites } from '../api/getFavourites';

/** The saved listings, a page at a time, checked for `stay` when there is one (a new stay reloads). */
export function useFavourites(stay: { checkin: string; checkout: string } | null) {
  const api = useApi();
  const checkin = stay?.checkin ?? null;
  const checkout = stay?.checkout ?? null;
  const load = useCallback(
    (cursor: string | null) =>
      getFavourites(api, { stay: checkin && checkout ? { checkin, checkout } : null, cursor }),
    [api, checkin, checkout],
  );
  return usePagedList(load);
}
