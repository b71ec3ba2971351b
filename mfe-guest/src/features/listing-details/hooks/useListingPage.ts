import { useCallback } from 'react';
import type { Availability } from '@shoreline/shared-domain/types';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { useAsync, type AsyncResource } from '@shoreline/shared-ui/hooks/useAsync';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { getListingPage, type ListingPage } from '../api/getListingPage';

/** The listing page's one request (the shell prefetches the same URL). */
export function useListingPage(id: string) {
  const api = useApi();
  const load = useCallback(() => getListingPage(api, id), [api, id]);
  // On a server-rendered listing page, the answer it was rendered with (a 404 included).
  return useAsync(load, useEarlyAnswer<ListingPage>(apiPaths.listingPage(id)));
}

/**
 * The availability part of the page as a resource of its own, for the booking panel: Retry reloads
 * the page's request, and a fresher availability (after a refused booking) replaces that part only.
 */
export function availabilityOf(page: ReturnType<typeof useListingPage>): AsyncResource<Availability> {
  const setData = (update: (current: Availability) => Availability) =>
    page.setData((current) => ({ ...current, availability: update(current.availability) }));
  if (page.status === 'success') {
    return { status: 'success', data: page.data.availability, reload: page.reload, setData };
  }
  if (page.status === 'error') return { status: 'error', error: page.error, reload: page.reload, setData };
  return { status: 'loading', reload: page.reload, setData };
}
