import { todayIso } from '@shoreline/shared-domain/dates';
import type { Booking } from '@shoreline/shared-domain/types';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { BookingStatusBadge } from '@shoreline/shared-ui/components/BookingStatusBadge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { paths } from '@shoreline/shared-ui/routes';
import { renderShellLink } from '../../../components/renderShellLink';
import { BookingFacts, renterName } from './BookingFacts';
import { RequestExpiry } from './RequestExpiry';
import styles from './HostBookings.module.css';

/**
 * A booking of one of the host's listings (SPEC 2 screen 8). Pending requests say how long they have
 * left; every card leads to the booking's page (issue 22), where a pending one is approved or rejected.
 * `booking` is as it stands at `now` (a request that expired meanwhile is `expired`).
 */
export function HostBookingCard({ booking, now }: { booking: Booking; now: Date }) {
  const titleId = `booking-${booking.id}-title`;
  const who = `${renterName(booking)} at ${booking.listing.title}`;
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <CardHeader
        headingId={titleId}
        title={
          <AppLink href={paths.listing(booking.listingId)} renderLink={renderShellLink}>
            {booking.listing.title}
          </AppLink>
        }
        subtitle={`${booking.listing.city}, ${booking.listing.country}`}
        aside={<BookingStatusBadge booking={booking} today={todayIso(now)} />}
      />
      <BookingFacts booking={booking} />
      <RequestExpiry booking={booking} now={now} />
      {/* Approve and Reject are on the booking's page, reached from here (issue 22). */}
      <CardActions>
        {booking.status === 'pending' ? (
          <Button href={paths.hostBooking(booking.id)} size="sm" aria-label={`Review request of ${who}`}>
            Review request
          </Button>
        ) : (
          <Button
            href={paths.hostBooking(booking.id)}
            variant="secondary"
            size="sm"
            aria-label={`View booking of ${who}`}
          >
            View booking
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
