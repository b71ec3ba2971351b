import { declineReasonText } from '@shoreline/shared-domain/declineReason';
import { formatDisplayDateRange, formatDisplayInstant, todayIso } from '@shoreline/shared-domain/dates';
import { formatGuestCounts } from '@shoreline/shared-domain/listingFacts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { BookingStatusBadge } from '@shoreline/shared-ui/components/BookingStatusBadge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { FactList } from '@shoreline/shared-ui/components/FactList';
import { Price } from '@shoreline/shared-ui/components/Price';
import { QuotedMessage } from '@shoreline/shared-ui/components/QuotedMessage';
import { paths } from '@shoreline/shared-ui/routes';
import styles from './MyBookings.module.css';

export interface BookingCardProps {
  booking: Booking;
  /** Shown only for pending bookings (SPEC 4: only pending can be cancelled). */
  onCancel?: (booking: Booking) => void;
  /** The renter's today: an approved stay that has ended shows as "Completed" (shared-domain `displayStatus`). */
  today?: string;
}

/** One of the renter's bookings (SPEC 2 screen 7), with why it was declined when it was (issue 22). */
export function BookingCard({ booking, onCancel, today = todayIso() }: BookingCardProps) {
  const titleId = `booking-${booking.id}-title`;
  const declineReason = declineReasonText(booking);
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <CardHeader
        headingId={titleId}
        title={<AppLink href={paths.listing(booking.listingId)}>{booking.listing.title}</AppLink>}
        aside={<BookingStatusBadge booking={booking} today={today} />}
      />
      <p className={styles.place}>
        {booking.listing.city}, {booking.listing.country}
      </p>
      <FactList
        facts={[
          {
            label: 'Dates',
            value: formatDisplayDateRange({ start: booking.startDate, end: booking.endDate }),
          },
          { label: 'Guests', value: formatGuestCounts(booking.guests) },
          { label: 'Total price', value: <Price amountEur={booking.totalPrice} /> },
          { label: 'Booked on', value: formatDisplayInstant(booking.createdAt) },
        ]}
      />
      {booking.status === 'expired' && <p className={styles.expired}>{MESSAGES.bookingExpiredForRenter}</p>}
      {declineReason &&
        (booking.declineCause === 'host' ? (
          <QuotedMessage label="The host's reason">{declineReason}</QuotedMessage>
        ) : (
          <p className={styles.expired}>{declineReason}</p>
        ))}
      {booking.message && <QuotedMessage label="Your message">{booking.message}</QuotedMessage>}
      {booking.status === 'pending' && onCancel && (
        <CardActions>
          <Button
            variant="danger"
            size="sm"
            onClick={() => onCancel(booking)}
            aria-label={`Cancel booking at ${booking.listing.title}`}
          >
            Cancel
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
