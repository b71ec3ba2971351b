import { formatDisplayDateRange, isDateBefore, laterDate } from '@shoreline/shared-domain/dates';
import type { DateRange, IsoDate } from '@shoreline/shared-domain/types';
import styles from './ListingDetails.module.css';

/** The free date ranges from today on (SPEC 2 screen 5), as check-in - check-out spans. */
export function FreeRanges({ free, today }: { free: readonly DateRange[]; today: IsoDate }) {
  const upcoming = free
    .map((range) => ({ start: laterDate(range.start, today), end: range.end }))
    .filter((range) => isDateBefore(range.start, range.end));
  return (
    <section className={styles.block} aria-labelledby="free-ranges-title">
      <h2 id="free-ranges-title" className={styles.blockTitle}>
        Available dates
      </h2>
      {upcoming.length === 0 ? (
        <p className={styles.muted}>No free dates left for this listing.</p>
      ) : (
        <ul className={styles.ranges}>
          {upcoming.map((range) => (
            <li key={range.start} className={styles.range}>
              {formatDisplayDateRange(range)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
