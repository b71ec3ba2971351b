import type { HostCalendar } from '@shoreline/shared-domain/hostCalendar';
import { paths } from '@shoreline/shared-ui/routes';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { Button } from '@shoreline/shared-ui/components/Button';
import type { CalendarBlock } from '@shoreline/shared-domain/hostCalendar';
import { rangeText } from './BlockPanel';
import styles from './ListingCalendar.module.css';

/**
 * The calendar's contents as lists (the grid's text alternative, and where the links live): stays
 * with their renter and booking, requests, blocks (the host's with Unblock), conflicts.
 */
export function CalendarEntries({
  calendar,
  busyBlockId,
  onUnblock,
}: {
  calendar: HostCalendar;
  busyBlockId: string | null;
  onUnblock: (block: CalendarBlock) => void;
}) {
  const { stays, requests, blocks, conflicts } = calendar;
  if (stays.length + requests.length + blocks.length + conflicts.length === 0) {
    return <p className={styles.muted}>No stays, requests or blocked nights yet.</p>;
  }
  return (
    <ul className={styles.entries} aria-label="Stays, requests and blocked nights">
      {stays.map((stay) => (
        <li key={stay.bookingId} className={styles.entry}>
          <span>
            Stay: <AppLink href={paths.hostBooking(stay.bookingId)}>{stay.renterName ?? 'A guest'}</AppLink>,{' '}
            {rangeText(stay)}
          </span>
        </li>
      ))}
      {requests.map((request) => (
        <li key={request.bookingId} className={styles.entry}>
          <span>
            Request:{' '}
            <AppLink href={paths.hostBooking(request.bookingId)}>{request.renterName ?? 'A guest'}</AppLink>,{' '}
            {rangeText(request)}
          </span>
        </li>
      ))}
      {blocks.map((block) => (
        <li key={block.id} className={styles.entry}>
          <span>
            {block.source === 'host'
              ? `Blocked: ${rangeText(block)}${block.note ? `, note: ${block.note}` : ''}`
              : `Imported from ${block.calendarName ?? 'another calendar'}: ${rangeText(block)}`}
          </span>
          {block.source === 'host' && (
            <Button
              variant="secondary"
              size="sm"
              loading={busyBlockId === block.id}
              onClick={() => onUnblock(block)}
              aria-label={`Unblock ${rangeText(block)}`}
            >
              Unblock
            </Button>
          )}
        </li>
      ))}
      {conflicts.map((conflict) => (
        <li key={conflict.id} className={`${styles.entry} ${styles.failed}`}>
          <span>
            Conflict: {conflict.calendarName}
            {conflict.summary ? ` (“${conflict.summary}”)` : ''} overlaps a stay, {rangeText(conflict)}. It
            does not block those nights.
          </span>
        </li>
      ))}
    </ul>
  );
}
