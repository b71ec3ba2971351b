import { formatDisplayDateRange, formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { formatGuestCounts } from '@shoreline/shared-domain/listingFacts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { nightsFor } from '@shoreline/shared-domain/pricing';
import type { Booking } from '@shoreline/shared-domain/types';
import { FactList } from '@shoreline/shared-ui/components/FactList';
import { Price } from '@shoreline/shared-ui/components/Price';
import { QuotedMessage } from '@shoreline/shared-ui/components/QuotedMessage';
import styles from './HostBookings.module.css';
import { UnverifiedEmailBadge } from './UnverifiedEmailBadge';

/** The renter's name as the host sees it (SPEC 2 screen 8: 'Guest' when there is none). */
export function renterName(booking: Booking): string {
  return booking.renter.name?.trim() || MESSAGES.guestFallbackName;
}

/** What a host decides on: who asked, who comes, when, for how much, asked when, and the renter's message. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const nights = nightsFor({ start: booking.startDate, end: booking.endDate });
  return (
    <>
      <FactList
        facts={[
          {
            label: 'Requested by',
            value: (
              <>
                <span>{renterName(booking)}</span> <UnverifiedEmailBadge booking={booking} />
              </>
            ),
          },
          { label: 'Guests', value: formatGuestCounts(booking.guests) },
          {
            label: 'Dates',
            value: (
              <>
                {formatDisplayDateRange({ start: booking.startDate, end: booking.endDate })}
                <span className={styles.nights}>
                  {nights} {nights === 1 ? 'night' : 'nights'}
                </span>
              </>
            ),
          },
          { label: 'Total price', value: <Price amountEur={booking.totalPrice} /> },
          { label: 'Requested on', value: formatDisplayInstant(booking.createdAt) },
        ]}
      />
      {booking.message && (
        <QuotedMessage label={`Message from ${renterName(booking)}`}>{booking.message}</QuotedMessage>
      )}
    </>
  );
}
