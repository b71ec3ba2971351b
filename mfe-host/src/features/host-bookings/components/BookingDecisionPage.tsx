import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bookingAsOf } from '@shoreline/shared-domain/bookingExpiry';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { approveBooking } from '../api/approveBooking';
import { rejectBooking } from '../api/rejectBooking';
import { useBooking } from '../hooks/useBooking';
import { useDeclinedRequests } from '../hooks/useDeclinedRequests';
import { useNow } from '../hooks/useNow';
import { BookingFacts, renterName } from './BookingFacts';
import { decidedState } from './decidedNotice';
import { RequestExpiry } from './RequestExpiry';
import styles from './HostBookings.module.css';

export type BookingDecision = 'approve' | 'reject';

interface DecisionCopy {
  /** How Manage Bookings words the outcome. */
  outcome: 'approved' | 'rejected';
  title: string;
  question: string;
  confirmLabel: string;
  failure: string;
  notPending: string;
  tone: 'primary' | 'danger';
  send: (api: ApiClient, id: string) => Promise<Booking>;
}

const COPY: Record<BookingDecision, DecisionCopy> = {
  approve: {
    outcome: 'approved',
    title: 'Approve Booking Request',
    question: MESSAGES.confirmApproveBooking,
    confirmLabel: 'Approve Booking',
    failure: MESSAGES.approveBookingFailed,
    notPending: MESSAGES.bookingNotPendingApprove,
    tone: 'primary',
    send: approveBooking,
  },
  reject: {
    outcome: 'rejected',
    title: 'Reject Booking Request',
    question: MESSAGES.confirmRejectBooking,
    confirmLabel: 'Reject Booking',
    failure: MESSAGES.rejectBookingFailed,
    notPending: MESSAGES.bookingNotPendingReject,
    tone: 'danger',
    send: rejectBooking,
  },
};

/**
 * `/bookings/:id/approve` and `/bookings/:id/reject` (SPEC 2 screen 9): the request's summary, a
 * confirm button and Cancel back to Manage Bookings, where a successful decision returns too.
 */
export function BookingDecisionPage({ decision }: { decision: BookingDecision }) {
  const copy = COPY[decision];
  const { id = '' } = useParams();
  const booking = useBooking(id);
  const userId = useSession((session) => session.user?.id);

  const notFound = (
    <ErrorBox
      title={MESSAGES.bookingNotFound}
      action={{ label: 'Back to Manage Bookings', href: paths.manageBookings() }}
    />
  );
  let content;
  if (booking.status === 'loading' || userId === undefined) {
    content = <Spinner block showLabel label="Loading booking request" />;
  } else if (booking.status === 'error') {
    // A malformed id (400) is as missing as an unknown one, or one that is not this host's (404).
    const status = apiErrorStatus(booking.error);
    content =
      status === 404 || status === 400 ? (
        notFound
      ) : (
        <ErrorBox
          message={MESSAGES.bookingsLoadFailed}
          action={{ label: 'Retry', onClick: booking.reload }}
        />
      );
  } else if (booking.data.hostId !== userId) {
    // The API also shows a host the stays they booked as a renter; those are not theirs to decide.
    content = notFound;
  } else {
    content = <Decision booking={booking.data} decision={decision} />;
  }

  return (
    <Page gap={6}>
      <PageHeader title={copy.title} />
      {content}
    </Page>
  );
}

function Decision({ booking: loaded, decision }: { booking: Booking; decision: BookingDecision }) {
  const copy = COPY[decision];
  // A request that expires while the page is open stops offering the decision (PRODUCT 24).
  const now = useNow();
  const booking = bookingAsOf(loaded, now);
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = booking.status === 'pending';
  const warnsOfDeclines = decision === 'approve' && pending;
  const declinedRequests = useDeclinedRequests(booking, warnsOfDeclines);
  const declined = warnsOfDeclines ? (declinedRequests.data?.length ?? 0) : 0;
  // The confirm button waits for the warning: no host approves before it could be read.
  let awaitingWarning: ReactNode = null;
  if (warnsOfDeclines && declinedRequests.status === 'loading') {
    awaitingWarning = <Spinner block showLabel label="Checking overlapping requests" />;
  } else if (warnsOfDeclines && declinedRequests.status === 'error') {
    awaitingWarning = (
      <ErrorBox
        message={MESSAGES.bookingsLoadFailed}
        action={{ label: 'Retry', onClick: declinedRequests.reload }}
      />
    );
  }

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await copy.send(api, booking.id);
      // Replaced: going back to a request already decided would only say so. Manage Bookings says
      // what was decided.
      navigate(paths.manageBookings(), {
        replace: true,
        state: decidedState(copy.outcome, renterName(booking), booking.listing.title),
      });
    } catch (failure) {
      console.error(copy.failure, failure);
      setError(errorMessage(failure, copy.failure));
      setBusy(false);
    }
  };

  return (
    <Card as="section" padding="lg" className={styles.decision} aria-labelledby="decision-listing-title">
      <CardHeader
        headingId="decision-listing-title"
        headingLevel={2}
        title={booking.listing.title}
        subtitle={`${booking.listing.city}, ${booking.listing.country}`}
        aside={<Badge tone={booking.status} />}
      />
      <BookingFacts booking={booking} />
      <RequestExpiry booking={booking} now={now} />
      {pending ? (
        <>
          <p className={styles.question}>{copy.question}</p>
          {awaitingWarning ?? (
            <>
              {declined > 0 && (
                <Notice tone="warning">
                  Approving also declines {declined} other pending {declined === 1 ? 'request' : 'requests'}{' '}
                  for overlapping dates at this listing.
                </Notice>
              )}
              {error && <ErrorBox message={error} />}
              <CardActions>
                <Button href={paths.manageBookings()} variant="secondary">
                  Cancel
                </Button>
                <Button variant={copy.tone} loading={busy} onClick={() => void confirm()}>
                  {copy.confirmLabel}
                </Button>
              </CardActions>
            </>
          )}
        </>
      ) : (
        <>
          <Notice tone="info">
            {booking.status === 'expired' ? MESSAGES.bookingExpired : copy.notPending}
          </Notice>
          <CardActions>
            <Button href={paths.manageBookings()} variant="secondary">
              Back to Manage Bookings
            </Button>
          </CardActions>
        </>
      )}
    </Card>
  );
}
