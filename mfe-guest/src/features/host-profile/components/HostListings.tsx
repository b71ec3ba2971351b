import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary, Page } from '@shoreline/shared-domain/types';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { Grid } from '@shoreline/shared-ui/components/Grid';
import { ListingCard } from '@shoreline/shared-ui/components/ListingCard';
import { LoadMore } from '@shoreline/shared-ui/components/LoadMore';
import { paths } from '@shoreline/shared-ui/routes';
import { FavouriteToggle } from '../../../components/FavouriteToggle';
import { useHostListings } from '../hooks/useHostListings';
import styles from './HostProfilePage.module.css';

export interface HostListingsProps {
  hostId: string;
  hostName: string;
  first: Page<ListingSummary>;
}

/** The host's active listings as cards, newest first, with "Show more" while more follow. */
export function HostListings({ hostId, hostName, first }: HostListingsProps) {
  const list = useHostListings(hostId, first);
  // The first page came with the host: the list is never loading or failed as a whole, only "more".
  const listings = list.status === 'success' ? list.data : first.items;
  return (
    <section className={styles.block} aria-labelledby="host-listings-title">
      <h2 id="host-listings-title" className={styles.blockTitle}>
        Stays hosted by {hostName}
      </h2>
      {listings.length === 0 ? (
        <EmptyState title={MESSAGES.hostNoListings} headingLevel={3} />
      ) : (
        <Grid aria-label={`Stays hosted by ${hostName}`}>
          {listings.map((listing, index) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              href={paths.listing(listing.id)}
              corner={<FavouriteToggle listingId={listing.id} title={listing.title} />}
              // The first row may be on screen at once (under a short header).
              imageLoading={index < 4 ? 'eager' : 'lazy'}
            />
          ))}
        </Grid>
      )}
      <LoadMore list={list} />
    </section>
  );
}
