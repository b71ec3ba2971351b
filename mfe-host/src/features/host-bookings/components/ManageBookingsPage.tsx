import { useLocation, useNavigate } from 'react-router-dom';
import { bookingAsOf } from '@shoreline/shared-domain/bookingExpiry';
import { splitHostBookings } from '@shoreline/shared-domain/bookingLists';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { CardList } from '@shoreline/shared-ui/components/CardList';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { PageSection } from '@shoreline/shared-ui/components/PageSection';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { useHostBookings } from '../hooks/useHostBookings';
import { useNow } from '../hooks/useNow';
import { decidedNotice } from './decidedNotice';
import { HostBookingCard } from './HostBookingCard';

/**
 * `/bookings/manage` (SPEC 2 screen 8): pending requests to decide, each with the time it has left,
 * then every other booking. After an approval or a rejection it says what was decided.
 */
export function ManageBookingsPage() {
  const bookings = useHostBookings();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = decidedNotice(location.state);
  return (
    <Page gap={6}>
      <PageHeader title="Manage Bookings" subtitle="Approve or reject the requests for your listings." />
      {notice && (
        <Notice
          tone="success"
          onDismiss={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
        >
          {notice}
        </Notice>
      )}
      {bookings.status === 'loading' && <Spinner block showLabel label="Loading bookings" />}
      {bookings.status === 'error' && (
        <ErrorBox
          message={MESSAGES.bookingsLoadFailed}
          action={{ label: 'Retry', onClick: bookings.reload }}
        />
      )}
      {bookings.status === 'success' && (
        <>
          <BookingGroups bookings={bookings.data} more={bookings.hasMore} />
          <LoadMore list={bookings} />
        </>
      )}
    </Page>
  );
}

function BookingGroups({ bookings, more }: { bookings: Booking[]; more: boolean }) {
  // The countdowns tick, and a request whose time runs out moves to All Bookings as expired.
  const now = useNow();
  const { pending, others } = splitHostBookings(bookings.map((booking) => bookingAsOf(booking, now)));
  return (
    <>
      <BookingSection
        title={MESSAGES.pendingRequests}
        bookings={pending}
        empty={MESSAGES.noPendingBookingRequests}
        more={more}
        now={now}
      />
      <BookingSection
        title={MESSAGES.allBookings}
        bookings={others}
        empty={MESSAGES.noBookingsFound}
        more={more}
        now={now}
      />
    </>
  );
}

function BookingSection({
  title,
  bookings,
  empty,
  more,
  now,
}: {
  title: string;
  bookings: Booking[];
  empty: string;
  /** More pages to load: the count is at least what shows. */
  more: boolean;
  now: Date;
}) {
  return (
    <PageSection title={title} count={bookings.length} countIsPartial={more}>
      {bookings.length === 0 ? (
        <EmptyState headingLevel={3} title={empty} />
      ) : (
        <CardList>
          {bookings.map((booking) => (
            <HostBookingCard key={booking.id} booking={booking} now={now} />
          ))}
        </CardList>
      )}
    </PageSection>
  );
}
