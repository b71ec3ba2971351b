import type { DateRange } from './types';

/**
 * The nights of `ranges` as disjoint ranges in date order: empty ranges dropped, overlapping and
 * back-to-back ones joined. O(n log n). IsoDates compare as strings (`yyyy-MM-dd` sorts by date).
 */
export function mergeRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = ranges
    .filter((range) => range.start < range.end)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: DateRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ start: range.start, end: range.end });
    }
  }
  return merged;
}
