import { mergeRanges } from './mergeRanges';
import type { DateRange } from './types';

/**
 * The nights of `range` that none of `taken` covers, as half-open ranges in date order (an imported
 * event keeps only the nights nothing else took yet). `taken` may overlap itself and be unsorted.
 * O(m log m) in the number of cuts: they are merged once, then walked in order.
 */
export function subtractRanges(range: DateRange, taken: readonly DateRange[]): DateRange[] {
  const kept: DateRange[] = [];
  let cursor = range.start;
  for (const cut of mergeRanges(taken)) {
    if (cursor >= range.end) break;
    if (cut.end <= cursor) continue;
    if (cut.start >= range.end) break;
    if (cut.start > cursor) kept.push({ start: cursor, end: cut.start });
    cursor = cut.end;
  }
  if (cursor < range.end) kept.push({ start: cursor, end: range.end });
  return kept;
}
