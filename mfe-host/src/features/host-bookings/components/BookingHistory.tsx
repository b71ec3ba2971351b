import { bookingHistory } from '@shoreline/shared-domain/bookingHistory';
import { formatDisplayDate, formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { BOOKING_HISTORY_LABELS } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import styles from './HostBookings.module.css';

/** A booking's steps with their times, oldest first (`bookingHistory`): requested, decided, expired... */
export function BookingHistory({ booking, today }: { booking: Booking; today: string }) {
  return (
    <ol className={styles.history} aria-label="History">
      {bookingHistory(booking, today).map((entry) => (
        <li key={entry.step}>
          <span className={styles.historyStep}>{BOOKING_HISTORY_LABELS[entry.step]}</span>{' '}
          {'at' in entry ? (
            <time dateTime={entry.at}>{formatDisplayInstant(entry.at)}</time>
          ) : (
            <time dateTime={entry.on}>{formatDisplayDate(entry.on)}</time>
          )}
        </li>
      ))}
    </ol>
  );
}
