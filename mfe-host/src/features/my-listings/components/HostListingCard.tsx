import type { ListingSummary } from '@shoreline/shared-domain/types';
import { Badge } from '@shoreline/shared-ui/components/Badge';
import { Button } from '@shoreline/shared-ui/components/Button';
import { ListingCard } from '@shoreline/shared-ui/components/ListingCard';
import { paths } from '@shoreline/shared-ui/routes';
import { renderShellLink } from '../../../components/renderShellLink';
import styles from './MyListings.module.css';

export interface HostListingCardProps {
  listing: ListingSummary;
  /** The status change of this listing is on its way. */
  toggling: boolean;
  /** Why the last status change of this listing failed. */
  statusError?: string;
  onToggleActive: (listing: ListingSummary) => void;
  onDelete: (listing: ListingSummary) => void;
  /** The first card: its photo is the page's LCP (loaded at once, at high priority, as preloaded). */
  imagePriority?: boolean;
}

/**
 * One of the host's listings (SPEC 2 screen 4): photo, title, place, price per night in the header's
 * currency, Active/Inactive, the available dates, and View, Edit, Activate/Deactivate, Delete.
 */
export function HostListingCard({
  listing,
  toggling,
  statusError,
  onToggleActive,
  onDelete,
  imagePriority = false,
}: HostListingCardProps) {
  const toggleLabel = listing.isActive ? 'Deactivate' : 'Activate';
  return (
    <ListingCard
      listing={listing}
      href={paths.listing(listing.id)}
      renderLink={renderShellLink}
      headingLevel={2}
      imagePriority={imagePriority}
      badge={<Badge tone={listing.isActive ? 'active' : 'inactive'} />}
      actions={
        <>
          <Button
            href={paths.listing(listing.id)}
            renderLink={renderShellLink}
            variant="secondary"
            size="sm"
            aria-label={`View ${listing.title}`}
          >
            View
          </Button>
          <Button
            href={paths.editListing(listing.id)}
            variant="secondary"
            size="sm"
            aria-label={`Edit ${listing.title}`}
          >
            Edit
          </Button>
          <Button
            href={paths.listingCalendar(listing.id)}
            variant="secondary"
            size="sm"
            aria-label={`Calendar of ${listing.title}`}
          >
            Calendar
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={toggling}
            onClick={() => onToggleActive(listing)}
            aria-label={`${toggleLabel} ${listing.title}`}
          >
            {toggleLabel}
          </Button>
          <Button
            variant="danger"
            size="sm"
            onClick={() => onDelete(listing)}
            aria-label={`Delete ${listing.title}`}
          >
            Delete
          </Button>
          {statusError && (
            <p role="alert" className={styles.actionError}>
              {statusError}
            </p>
          )}
        </>
      }
    />
  );
}
