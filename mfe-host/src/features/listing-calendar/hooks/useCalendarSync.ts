import { useCallback } from 'react';
import type { CalendarSync } from '@shoreline/shared-domain/hostCalendar';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { useAsync } from '@shoreline/shared-ui/hooks/useAsync';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useEarlyAnswer } from '@shoreline/shared-ui/shell/useEarlyAnswer';
import { getCalendarSync } from '../api/getCalendarSync';

export function useCalendarSync(listingId: string) {
  const api = useApi();
  const load = useCallback(() => getCalendarSync(api, listingId), [api, listingId]);
  // Preloaded with the page: if it is in by the time the page's code is, the first render shows it.
  return useAsync(load, useEarlyAnswer<CalendarSync>(apiPaths.calendarSync(listingId)));
}
