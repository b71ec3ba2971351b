import { useParams } from 'react-router-dom';
import { bookingAsOf } from '@shoreline/shared-domain/bookingExpiry';
import { declineReasonText } from '@shoreline/shared-domain/declineReason';
import { todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostBooking } from '@shoreline/shared-domain/types';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { BookingStatusBadge } from '@shoreline/shared-ui/components/BookingStatusBadge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { QuotedMessage } from '@shoreline/shared-ui/components/QuotedMessage';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { renderShellLink } from '../../../components/renderShellLink';
import { useHostBooking } from '../hooks/useHostBooking';
import { useNow } from '../hooks/useNow';
import { BookingFacts, renterName } from './BookingFacts';
import { BookingHistory } from './BookingHistory';
import { MessageRenterLink } from './MessageRenterLink';
import { NightsTaken } from './NightsTaken';
import { RequestExpiry } from './RequestExpiry';
import styles from './HostBookings.module.css';

/**
 * `/host/bookings/:id` (issue 22): one booking of the host's listings: who, when, for how much, its
 * status and history, the renter's message, why it was declined, a link to the listing's calendar;
 * Approve and Reject while it is pending (only Reject when its nights were taken meanwhile).
 */
export function HostBookingPage() {
  const { id = '' } = useParams();
  const booking = useHostBooking(id);

  let content;
  if (booking.status === 'loading') {
    content = <Spinner block showLabel label="Loading booking" />;
  } else if (booking.status === 'error') {
    // A malformed id (400) is as missing as an unknown one, or one that is not this host's (404).
    const status = apiErrorStatus(booking.error);
    content =
      status === 404 || status === 400 ? (
        <ErrorBox
          title={MESSAGES.bookingNotFound}
          action={{ label: 'Back to Manage Bookings', href: paths.manageBookings() }}
        />
      ) : (
        <ErrorBox
          message={MESSAGES.bookingsLoadFailed}
          action={{ label: 'Retry', onClick: booking.reload }}
        />
      );
  } else {
    content = <BookingDetail booking={booking.data} />;
  }
  return (
    <Page gap={6}>
      <PageHeader title="Booking" />
      {content}
    </Page>
  );
}

function BookingDetail({ booking: loaded }: { booking: HostBooking }) {
  // A request that expires while the page is open stops offering the decision (PRODUCT 24).
  const now = useNow();
  const booking = bookingAsOf(loaded, now);
  const today = todayIso(now);
  const reason = declineReasonText(booking);
  const who = `${renterName(booking)} at ${booking.listing.title}`;
  const nightsTaken = booking.status === 'pending' && booking.takenNights.length > 0;
  return (
    <Card as="section" padding="lg" className={styles.decision} aria-labelledby="booking-listing-title">
      <CardHeader
        headingId="booking-listing-title"
        headingLevel={2}
        title={
          <AppLink href={paths.listing(booking.listingId)} renderLink={renderShellLink}>
            {booking.listing.title}
          </AppLink>
        }
        subtitle={`${booking.listing.city}, ${booking.listing.country}`}
        aside={<BookingStatusBadge booking={booking} today={today} />}
      />
      <BookingFacts booking={booking} />
      <RequestExpiry booking={booking} now={now} />
      {reason &&
        (booking.declineCause === 'host' ? (
          <QuotedMessage label="Your reason">{reason}</QuotedMessage>
        ) : (
          <p className={styles.question}>Declined automatically: {reason}.</p>
        ))}
      <section aria-labelledby="booking-history-title">
        <h3 id="booking-history-title" className={styles.historyTitle}>
          History
        </h3>
        <BookingHistory booking={booking} today={today} />
      </section>
      {nightsTaken && <NightsTaken bookingId={booking.id} taken={booking.takenNights} withCancel={false} />}
      <CardActions>
        <Button href={paths.listingCalendar(booking.listingId)} variant="secondary">
          Open the calendar
        </Button>
        <MessageRenterLink listingId={booking.listingId} renterId={booking.renterId} />
        {booking.status === 'pending' && !nightsTaken && (
          <>
            <Button
              href={paths.rejectBooking(booking.id)}
              variant="danger"
              aria-label={`Reject the request of ${who}`}
            >
              Reject
            </Button>
            <Button href={paths.approveBooking(booking.id)} aria-label={`Approve the request of ${who}`}>
              Approve
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
