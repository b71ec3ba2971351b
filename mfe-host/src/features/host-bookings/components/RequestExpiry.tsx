import { formatTimeLeft } from '@shoreline/shared-domain/bookingExpiry';
import { MESSAGES, expiresIn } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import styles from './HostBookings.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a pending request has left before it expires (PRODUCT 24), e.g. "Expires in 2 days 5
 * hours", highlighted in its last day; or, once expired, that it was never answered. Plain text: a
 * countdown re-announced every minute would only interrupt a screen reader.
 */
export function RequestExpiry({ booking, now }: { booking: Booking; now: Date }) {
  if (booking.status === 'expired') return <p className={styles.expiry}>{MESSAGES.bookingExpiredForHost}</p>;
  if (booking.status !== 'pending' || booking.expiresAt === null) return null;
  const left = Date.parse(booking.expiresAt) - now.getTime();
  return (
    <p className={left < DAY_MS ? `${styles.expiry} ${styles.expirySoon}` : styles.expiry}>
      <time dateTime={booking.expiresAt} title={new Date(booking.expiresAt).toLocaleString()}>
        {expiresIn(formatTimeLeft(Math.max(0, left)))}
      </time>
    </p>
  );
}
