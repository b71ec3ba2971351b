import { useContext, useEffect, useState } from 'react';
import { todayIso } from '@shoreline/shared-domain/dates';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { ShellContext } from './ShellProvider';

/**
 * Today's date (this device's). On a server-rendered page the first render uses the date the server
 * rendered with instead (one clock value, carried in the page: a server past midnight in another time
 * zone must not make hydration differ), and switches to the device's own right after.
 */
export function useToday(): IsoDate {
  const rendered = useContext(ShellContext)?.rendered;
  const [renderedToday, setRenderedToday] = useState(() => rendered?.today());
  useEffect(() => {
    if (renderedToday !== undefined) setRenderedToday(undefined);
  }, [renderedToday]);
  return renderedToday ?? todayIso();
}
