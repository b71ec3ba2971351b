import { isDateBefore } from './dates';
import type { DateRange } from './types';

/**
 * The nights of `range` that none of `taken` covers, as half-open ranges in date order (an imported
 * event keeps only the nights nothing else took yet). `taken` may overlap itself and be unsorted.
 */
export function subtractRanges(range: DateRange, taken: readonly DateRange[]): DateRange[] {
  let parts: DateRange[] = isDateBefore(range.start, range.end) ? [range] : [];
  for (const cut of taken) {
    if (!isDateBefore(cut.start, cut.end)) continue;
    parts = parts.flatMap((part) => {
      if (!isDateBefore(cut.start, part.end) || !isDateBefore(part.start, cut.end)) return [part];
      const kept: DateRange[] = [];
      if (isDateBefore(part.start, cut.start)) kept.push({ start: part.start, end: cut.start });
      if (isDateBefore(cut.end, part.end)) kept.push({ start: cut.end, end: part.end });
      return kept;
    });
  }
  return parts.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
