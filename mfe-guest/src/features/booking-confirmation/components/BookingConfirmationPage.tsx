import { Navigate, useLocation } from 'react-router-dom';
import { formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import { formatGuestCounts } from '@shoreline/shared-domain/listingFacts';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { Container } from '@shoreline/shared-ui/components/Container';
import { CheckIcon } from '@shoreline/shared-ui/components/icons';
import { Price } from '@shoreline/shared-ui/components/Price';
import { paths } from '@shoreline/shared-ui/routes';
import { isBookingConfirmationState } from '../../../lib/bookingConfirmationState';
import styles from './BookingConfirmationPage.module.css';

/** `/booking-confirmation` (SPEC 2 screen 6): only reachable with the booking in navigation state. */
export default function BookingConfirmationPage() {
  const { state } = useLocation();
  if (!isBookingConfirmationState(state)) return <Navigate to={paths.home()} replace />;
  const { booking } = state;
  return (
    <Container className={styles.page}>
      <Card as="section" padding="lg" className={styles.card} aria-labelledby="confirmation-title">
        <span className={styles.icon} aria-hidden="true">
          <CheckIcon />
        </span>
        <h1 id="confirmation-title" className={styles.title}>
          {MESSAGES.bookingRequestSent}
        </h1>
        <p className={styles.lead}>The host will review your request. You will find it under My Bookings.</p>
        <dl className={styles.details}>
          <div>
            <dt>Listing</dt>
            <dd>{booking.listing.title}</dd>
          </div>
          <div>
            <dt>Dates</dt>
            <dd>{formatDisplayDateRange({ start: booking.startDate, end: booking.endDate })}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>{formatGuestCounts(booking.guests)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              <Price amountEur={booking.totalPrice} />
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <Badge tone="pending">{MESSAGES.pendingApproval}</Badge>
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button href={paths.myBookings()}>View My Bookings</Button>
          <Button href={paths.home()} variant="secondary">
            Return to Home
          </Button>
        </div>
      </Card>
    </Container>
  );
}
