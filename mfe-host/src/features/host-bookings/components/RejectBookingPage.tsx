import { BookingDecisionPage } from './BookingDecisionPage';

/** `/bookings/:id/reject` (SPEC 2 screen 9): the text says the rejection cannot be undone. */
export function RejectBookingPage() {
  return <BookingDecisionPage decision="reject" />;
}
