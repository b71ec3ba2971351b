import { BookingDecisionPage } from './BookingDecisionPage';

/** `/bookings/:id/approve` (SPEC 2 screen 9). */
export function ApproveBookingPage() {
  return <BookingDecisionPage decision="approve" />;
}
