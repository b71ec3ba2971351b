import { useContext, useEffect, useState } from 'react';
import { formatDisplayDate, formatDisplayInstant } from '@shoreline/shared-domain/dates';
import type { IsoDate, IsoDateTime } from '@shoreline/shared-domain/types';
import { ShellContext } from './ShellProvider';

/**
 * An instant (a review's date) as the viewer's calendar date, `Jul 1, 2026`. On a server-rendered
 * page the first render shows its UTC date instead, on the server and in the browser alike: the two
 * may be in different time zones, and a date that differed would be a hydration mismatch. Right after,
 * the viewer's own zone.
 */
export function useDisplayInstant(instant: IsoDateTime): string {
  const rendered = useContext(ShellContext)?.rendered;
  const [asRendered, setAsRendered] = useState(() => rendered?.today() !== undefined);
  useEffect(() => {
    if (asRendered) setAsRendered(false);
  }, [asRendered]);
  return asRendered
    ? formatDisplayDate(new Date(instant).toISOString().slice(0, 10) as IsoDate)
    : formatDisplayInstant(instant);
}
