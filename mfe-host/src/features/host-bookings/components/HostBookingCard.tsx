import type { Booking } from '@shoreline/shared-domain/types';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { Badge } from '@shoreline/shared-ui/components/Badge';
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
 * left and lead to the Approve and Reject confirmation pages; the others show their status.
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
        aside={<Badge tone={booking.status} />}
      />
      <BookingFacts booking={booking} />
      <RequestExpiry booking={booking} now={now} />
      {booking.status === 'pending' && (
        <CardActions>
          <Button
            href={paths.rejectBooking(booking.id)}
            variant="danger"
            size="sm"
            aria-label={`Reject the request of ${who}`}
          >
            Reject
          </Button>
          <Button
            href={paths.approveBooking(booking.id)}
            size="sm"
            aria-label={`Approve the request of ${who}`}
          >
            Approve
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
