import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { bookingAsOf } from '@shoreline/shared-domain/bookingExpiry';
import { MAX_BOOKING_DECLINE_REASON_LENGTH } from '@shoreline/shared-domain/constants';
import { todayIso } from '@shoreline/shared-domain/dates';
import { bookingChangedNotice, MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { validateBookingRejection } from '@shoreline/shared-domain/validation/validateBookingRejection';
import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import { bookingChangedMeanwhile } from '@shoreline/shared-ui/api/bookingChangedMeanwhile';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { BookingStatusBadge } from '@shoreline/shared-ui/components/BookingStatusBadge';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { CardHeader } from '@shoreline/shared-ui/components/CardHeader';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Card } from '@shoreline/shared-ui/components/Card';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { approveBooking } from '../api/approveBooking';
import { rejectBooking } from '../api/rejectBooking';
import { useBooking } from '../hooks/useBooking';
import { useDeclinedRequests } from '../hooks/useDeclinedRequests';
import { useNow } from '../hooks/useNow';
import { useTakenNights } from '../hooks/useTakenNights';
import { BookingFacts, renterName } from './BookingFacts';
import { decidedState } from './decidedNotice';
import { NightsTaken } from './NightsTaken';
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
  /** `reason`: the host's optional words to the renter (a rejection's only). */
  send: (api: ApiClient, id: string, reason: string | null) => Promise<Booking>;
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
    send: (api, id) => approveBooking(api, id),
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
    content = (
      <Decision booking={booking.data} decision={decision} onChanged={(now) => booking.setData(() => now)} />
    );
  }

  return (
    <Page gap={6}>
      <PageHeader title={copy.title} />
      {content}
    </Page>
  );
}

function Decision({
  booking: loaded,
  decision,
  onChanged,
}: {
  booking: Booking;
  decision: BookingDecision;
  /** The booking as it is now, when the decision came too late (issue 22). */
  onChanged: (booking: Booking) => void;
}) {
  const copy = COPY[decision];
  // A request that expires while the page is open stops offering the decision (PRODUCT 24).
  const now = useNow();
  const booking = bookingAsOf(loaded, now);
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Decided by someone else while the page was open (a notification, or deciding found it decided):
  // say what happened (issue 22) rather than that only pending requests can be decided.
  const pending = booking.status === 'pending';
  const [openedPending] = useState(() => loaded.status === 'pending');
  const decidedMeanwhile = openedPending && !pending;
  // An expiry keeps its own words (PRODUCT 24).
  const changed =
    decidedMeanwhile && booking.status !== 'expired' ? bookingChangedNotice('host', booking.status) : null;
  const changedRef = useRef<HTMLDivElement>(null);
  // The buttons are gone with the pending state: focus, if it was on them, goes to the words saying why.
  useEffect(() => {
    if (decidedMeanwhile && (!document.activeElement || document.activeElement === document.body)) {
      changedRef.current?.focus();
    }
  }, [decidedMeanwhile]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const warnsOfDeclines = decision === 'approve' && pending;
  const declinedRequests = useDeclinedRequests(booking, warnsOfDeclines);
  const declined = warnsOfDeclines ? (declinedRequests.data?.length ?? 0) : 0;
  // Nights taken meanwhile leave only a rejection (issue 22).
  const takenNights = useTakenNights(booking, warnsOfDeclines);
  const taken = warnsOfDeclines ? (takenNights.data ?? []) : [];
  // The confirm button waits for the warning: no host approves before it could be read.
  let awaitingWarning: ReactNode = null;
  if (warnsOfDeclines && (declinedRequests.status === 'loading' || takenNights.status === 'loading')) {
    awaitingWarning = <Spinner block showLabel label="Checking overlapping requests" />;
  } else if (warnsOfDeclines && (declinedRequests.status === 'error' || takenNights.status === 'error')) {
    const retry = () => {
      if (declinedRequests.status === 'error') declinedRequests.reload();
      if (takenNights.status === 'error') takenNights.reload();
    };
    awaitingWarning = (
      <ErrorBox message={MESSAGES.bookingsLoadFailed} action={{ label: 'Retry', onClick: retry }} />
    );
  }

  const confirm = async () => {
    if (busy) return;
    // The reason is checked as the API checks it (trimmed, at most 500 characters).
    const checked = validateBookingRejection({ reason });
    setReasonError(checked.ok ? null : checked.message);
    if (!checked.ok) return;
    setBusy(true);
    setError(null);
    try {
      await copy.send(api, booking.id, checked.value);
      // Replaced: going back to a request already decided would only say so. Manage Bookings says
      // what was decided.
      navigate(paths.manageBookings(), {
        replace: true,
        state: decidedState(copy.outcome, renterName(booking), booking.listing.title),
      });
    } catch (failure) {
      console.error(copy.failure, failure);
      const meanwhile = await bookingChangedMeanwhile(api, booking.id, failure, 'host');
      if (meanwhile) {
        onChanged(meanwhile.booking);
      } else {
        setError(errorMessage(failure, copy.failure));
      }
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
        aside={<BookingStatusBadge booking={booking} today={todayIso(now)} />}
      />
      <BookingFacts booking={booking} />
      <RequestExpiry booking={booking} now={now} />
      {pending && !awaitingWarning && taken.length > 0 ? (
        <NightsTaken bookingId={booking.id} taken={taken} />
      ) : pending ? (
        <>
          <p className={styles.question}>{copy.question}</p>
          {decision === 'reject' && (
            <TextField
              multiline
              rows={3}
              label="Reason (optional)"
              hint={`The guest sees it. At most ${MAX_BOOKING_DECLINE_REASON_LENGTH} characters.`}
              value={reason}
              maxLength={MAX_BOOKING_DECLINE_REASON_LENGTH}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
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
          <div ref={changedRef} tabIndex={-1}>
            <Notice tone={changed ? 'warning' : 'info'}>
              {changed ?? (booking.status === 'expired' ? MESSAGES.bookingExpired : copy.notPending)}
            </Notice>
          </div>
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
