import { displayStatus, type BookingDisplayStatus } from '@shoreline/shared-domain/displayStatus';
import { BOOKING_STATUS_LABELS } from '@shoreline/shared-domain/messages';
import type { Booking, IsoDate } from '@shoreline/shared-domain/types';
import { Badge, type BadgeTone } from './Badge';

const TONES: Readonly<Record<BookingDisplayStatus, BadgeTone>> = {
  pending: 'pending',
  approved: 'approved',
  completed: 'success',
  rejected: 'rejected',
  cancelled: 'cancelled',
  expired: 'expired',
};

/**
 * A booking's status in the one vocabulary renters and hosts share (issue 22): shared-domain's
 * `displayStatus` and its label, so a finished stay reads "Completed" on both sides.
 */
export function BookingStatusBadge({
  booking,
  today,
}: {
  booking: Pick<Booking, 'status' | 'endDate'>;
  today: IsoDate;
}) {
  const status = displayStatus(booking, today);
  return <Badge tone={TONES[status]}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
