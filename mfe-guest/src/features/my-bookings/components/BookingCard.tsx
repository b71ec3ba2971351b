import { formatDisplayDateRange, formatDisplayInstant } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { Badge } from '@shoreline/shared-ui/components/Badge';
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
  /** An approved stay that has ended shows as "Completed" rather than "Approved". */
  completed?: boolean;
}

/** One of the renter's bookings (SPEC 2 screen 7). */
export function BookingCard({ booking, onCancel, completed = false }: BookingCardProps) {
  const titleId = `booking-${booking.id}-title`;
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <CardHeader
        headingId={titleId}
        title={<AppLink href={paths.listing(booking.listingId)}>{booking.listing.title}</AppLink>}
        aside={completed ? <Badge tone="approved">Completed</Badge> : <Badge tone={booking.status} />}
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
          { label: 'Total price', value: <Price amountEur={booking.totalPrice} /> },
          { label: 'Booked on', value: formatDisplayInstant(booking.createdAt) },
        ]}
      />
      {booking.status === 'expired' && <p className={styles.expired}>{MESSAGES.bookingExpiredForRenter}</p>}
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
