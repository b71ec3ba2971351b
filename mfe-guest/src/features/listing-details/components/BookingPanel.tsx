import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { isIsoDate } from '@shoreline/shared-domain/dates';
import type { Availability, IsoDate, Listing } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Spinner } from '@shoreline/shared-ui/components/Spinner';
import { paths } from '@shoreline/shared-ui/routes';
import { usePreloadRoute } from '@shoreline/shared-ui/shell/usePreloadRoute';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import type { AsyncResource } from '@shoreline/shared-ui/hooks/useAsync';
import { BookingForm } from './BookingForm';
import styles from './ListingDetails.module.css';

export interface BookingPanelProps {
  listing: Listing;
  availability: AsyncResource<Availability>;
  today: IsoDate;
}

/** The booking side of the page: the form, or for the listing's own host a way to manage it. */
export function BookingPanel({ listing, availability, today }: BookingPanelProps) {
  const isOwner = useSession((session) => session.user?.id === listing.hostId);
  const preloadEdit = usePreloadRoute(paths.editListing(listing.id));
  const preloadCalendar = usePreloadRoute(paths.listingCalendar(listing.id));
  const [params] = useSearchParams();
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');

  if (isOwner) {
    return (
      <div className={styles.panel}>
        <h2 className={styles.blockTitle}>Your listing</h2>
        <p className={styles.muted}>This is your own listing, so it cannot be booked from your account.</p>
        <div className={styles.ownerActions}>
          <Button href={paths.editListing(listing.id)} variant="secondary" {...preloadEdit}>
            Edit Listing
          </Button>
          <Button href={paths.listingCalendar(listing.id)} variant="secondary" {...preloadCalendar}>
            Calendar
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {availability.status === 'loading' && <Spinner block label="Loading availability" />}
      {availability.status === 'error' && (
        <ErrorBox
          message={MESSAGES.availabilityCheckFailed}
          action={{ label: 'Retry', onClick: availability.reload }}
        />
      )}
      {availability.status === 'success' && (
        <BookingForm
          listing={listing}
          availability={availability.data}
          onAvailabilityChange={(fresh) => availability.setData(() => fresh)}
          initialStay={{
            checkin: isIsoDate(checkin) ? checkin : null,
            checkout: isIsoDate(checkout) ? checkout : null,
          }}
          today={today}
        />
      )}
    </div>
  );
}
