import { splitHostBookings } from '@shoreline/shared-domain/bookingLists';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Booking } from '@shoreline/shared-domain/types';
import { CardList } from '@shoreline/shared-ui/components/CardList';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { PageSection } from '@shoreline/shared-ui/components/PageSection';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { useHostBookings } from '../hooks/useHostBookings';
import { HostBookingCard } from './HostBookingCard';

/** `/bookings/manage` (SPEC 2 screen 8): pending requests to decide, then every other booking. */
export function ManageBookingsPage() {
  const bookings = useHostBookings();
  return (
    <Page gap={6}>
      <PageHeader title="Manage Bookings" subtitle="Approve or reject the requests for your listings." />
      {bookings.status === 'loading' && <Spinner block showLabel label="Loading bookings" />}
      {bookings.status === 'error' && (
        <ErrorBox
          message={MESSAGES.bookingsLoadFailed}
          action={{ label: 'Retry', onClick: bookings.reload }}
        />
      )}
      {bookings.status === 'success' && <BookingGroups bookings={bookings.data} />}
    </Page>
  );
}

function BookingGroups({ bookings }: { bookings: Booking[] }) {
  const { pending, others } = splitHostBookings(bookings);
  return (
    <>
      <BookingSection
        title={MESSAGES.pendingRequests}
        bookings={pending}
        empty={MESSAGES.noPendingBookingRequests}
      />
      <BookingSection title={MESSAGES.allBookings} bookings={others} empty={MESSAGES.noBookingsFound} />
    </>
  );
}

function BookingSection({ title, bookings, empty }: { title: string; bookings: Booking[]; empty: string }) {
  return (
    <PageSection title={title} count={bookings.length}>
      {bookings.length === 0 ? (
        <EmptyState headingLevel={3} title={empty} />
      ) : (
        <CardList>
          {bookings.map((booking) => (
            <HostBookingCard key={booking.id} booking={booking} />
          ))}
        </CardList>
      )}
    </PageSection>
  );
}
