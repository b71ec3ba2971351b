import { bookingChangedMeanwhile } from '@shoreline/shared-ui/api/bookingChangedMeanwhile';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { useEffect, useRef, useState } from 'react';
import { bookingAsOf } from '@shoreline/shared-domain/bookingExpiry';
import { splitRenterBookings } from '@shoreline/shared-domain/bookingLists';
import { todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { ConfirmDialog } from '@shoreline/shared-ui/components/ConfirmDialog';
import { CardList } from '@shoreline/shared-ui/components/CardList';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { PageSection } from '@shoreline/shared-ui/components/PageSection';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { cancelBooking } from '../api/cancelBooking';
import { useMyBookings } from '../hooks/useMyBookings';
import { BookingCard } from './BookingCard';
import styles from './MyBookings.module.css';

/** `/bookings` (SPEC 2 screen 7, PRODUCT 17): active and past bookings, cancel while pending. */
export default function MyBookingsPage() {
  const api = useApi();
  const bookings = useMyBookings();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  // What happened to a booking while the page was open, when cancelling found it decided (issue 22).
  const [changedNotice, setChangedNotice] = useState<string | null>(null);
  const changedRef = useRef<HTMLDivElement>(null);
  // Its Cancel button is gone with the dialog: focus goes to the words saying why.
  useEffect(() => {
    if (changedNotice) changedRef.current?.focus();
  }, [changedNotice]);
  const today = todayIso();

  const closeDialog = () => {
    setCancelling(null);
    setCancelError(null);
  };

  const confirmCancel = async () => {
    if (!cancelling || busy) return;
    setBusy(true);
    setCancelError(null);
    setChangedNotice(null);
    const replace = (updated: Booking) =>
      bookings.setData((list) =>
        list.map((booking) =>
          booking.id === updated.id ? { ...booking, ...updated, listing: booking.listing } : booking,
        ),
      );
    try {
      replace(await cancelBooking(api, cancelling.id));
      closeDialog();
    } catch (error) {
      console.error(MESSAGES.cancelBookingFailed, error);
      const changed = await bookingChangedMeanwhile(api, cancelling.id, error, 'renter');
      if (changed) {
        replace(changed.booking);
        setChangedNotice(changed.notice);
        closeDialog();
      } else {
        setCancelError(errorMessage(error, MESSAGES.cancelBookingFailed));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page gap={6}>
      <PageHeader title="My Bookings" />
      {changedNotice && (
        <div ref={changedRef} tabIndex={-1}>
          <Notice tone="warning" onDismiss={() => setChangedNotice(null)}>
            {changedNotice}
          </Notice>
        </div>
      )}
      {bookings.status === 'loading' && <Spinner block showLabel label="Loading your bookings" />}
      {bookings.status === 'error' && (
        <ErrorBox
          message={MESSAGES.bookingsLoadFailed}
          action={{ label: 'Retry', onClick: bookings.reload }}
        />
      )}
      {bookings.status === 'success' && (
        <>
          <BookingLists
            bookings={bookings.data}
            more={bookings.hasMore}
            today={today}
            onCancel={setCancelling}
          />
          <LoadMore list={bookings} />
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel booking"
        message={MESSAGES.confirmCancelBooking}
        confirmLabel="Cancel Booking"
        cancelLabel="Keep Booking"
        tone="danger"
        busy={busy}
        error={cancelError}
        onConfirm={() => void confirmCancel()}
        onCancel={closeDialog}
      />
    </Page>
  );
}

function BookingLists({
  bookings,
  more,
  today,
  onCancel,
}: {
  bookings: Booking[];
  /** More pages to load: the counts are at least what shows. */
  more: boolean;
  today: string;
  onCancel: (booking: Booking) => void;
}) {
  // A request that expired since the list was loaded is shown as it stands now (PRODUCT 24).
  const now = new Date();
  const { active, past } = splitRenterBookings(
    bookings.map((booking) => bookingAsOf(booking, now)),
    today,
  );
  return (
    <>
      <PageSection title={MESSAGES.activeBookings} count={active.length} countIsPartial={more}>
        {active.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={MESSAGES.noActiveBookings}
            action={{ label: MESSAGES.findAPlaceToStay, href: paths.search() }}
          />
        ) : (
          <CardList>
            {active.map((booking) => (
              <BookingCard key={booking.id} booking={booking} onCancel={onCancel} today={today} />
            ))}
          </CardList>
        )}
      </PageSection>
      <PageSection title={MESSAGES.pastBookings} count={past.length} countIsPartial={more}>
        {past.length === 0 ? (
          <p className={styles.muted}>Finished, cancelled, declined and expired bookings will show here.</p>
        ) : (
          <CardList>
            {past.map((booking) => (
              <BookingCard key={booking.id} booking={booking} today={today} />
            ))}
          </CardList>
        )}
      </PageSection>
    </>
  );
}
