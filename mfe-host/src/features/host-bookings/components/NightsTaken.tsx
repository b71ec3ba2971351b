import { formatDisplayDateRange } from '@shoreline/shared-domain/dates';
import { nightsNoLongerFree } from '@shoreline/shared-domain/messages';
import type { TakenNights } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { CardActions } from '@shoreline/shared-ui/components/CardActions';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { paths } from '@shoreline/shared-ui/routes';

/**
 * The approve page of a request whose nights became taken (issue 22): which nights and by what, and
 * only the way to reject it (approving would fail with a message meant for renters).
 */
export function NightsTaken({
  bookingId,
  taken,
  withCancel = true,
}: {
  bookingId: string;
  taken: readonly TakenNights[];
  /** Cancel back to the booking's page (the approve page); that page itself has none. */
  withCancel?: boolean;
}) {
  const ranges = taken.map(
    (nights) =>
      `${formatDisplayDateRange({ start: nights.startDate, end: nights.endDate })} (${
        nights.takenBy === 'block' ? 'blocked' : 'another stay'
      })`,
  );
  return (
    <>
      <Notice tone="warning">{nightsNoLongerFree(ranges)}</Notice>
      <CardActions>
        {withCancel && (
          <Button href={paths.hostBooking(bookingId)} variant="secondary">
            Cancel
          </Button>
        )}
        <Button href={paths.rejectBooking(bookingId)} variant="danger">
          Reject
        </Button>
      </CardActions>
    </>
  );
}
