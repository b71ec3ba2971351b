import { MESSAGES } from '@shoreline/shared-domain/messages';
import { FEATURED_LISTINGS } from '@shoreline/shared-domain/constants';
import { Button } from '@shoreline/shared-ui/components/Button';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Grid } from '@shoreline/shared-ui/components/Grid';
import { ListingCard } from '@shoreline/shared-ui/components/ListingCard';
import { FavouriteToggle } from '../../../components/FavouriteToggle';
import { paths } from '@shoreline/shared-ui/routes';
import { ListingCardSkeleton } from '@shoreline/shared-ui/components/ListingCardSkeleton';
import { useFeaturedListings } from '../hooks/useFeaturedListings';
import styles from './HomeSection.module.css';

/** The first 8 active listings, newest first, with View All -> /search. */
export function FeaturedListings() {
  const featured = useFeaturedListings();
  return (
    <section
      className={styles.section}
      aria-labelledby="featured-title"
      aria-busy={featured.status === 'loading'}
    >
      <div className={styles.header}>
        <h2 id="featured-title" className={styles.title}>
          Featured Listings
        </h2>
        <Button href={paths.search()} variant="secondary" size="sm">
          View All
        </Button>
      </div>
      {featured.status === 'loading' && (
        <Grid aria-label="Loading featured listings">
          {Array.from({ length: FEATURED_LISTINGS }, (_, index) => (
            <ListingCardSkeleton key={index} />
          ))}
        </Grid>
      )}
      {featured.status === 'error' && (
        <ErrorBox
          message={MESSAGES.featuredFetchFailed}
          action={{ label: 'Retry', onClick: featured.reload }}
        />
      )}
      {featured.status === 'success' && featured.data.length === 0 && (
        <EmptyState
          headingLevel={3}
          title={MESSAGES.noListingsFound}
          text="New places by the sea appear here soon."
        />
      )}
      {featured.status === 'success' && featured.data.length > 0 && (
        <Grid aria-label="Featured listings">
          {featured.data.map((listing, index) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              href={paths.listing(listing.id)}
              corner={<FavouriteToggle listingId={listing.id} title={listing.title} />}
              // The first row is on screen at once; the first card's photo is the page's LCP.
              imageLoading={index < 4 ? 'eager' : 'lazy'}
              imagePriority={index === 0}
            />
          ))}
        </Grid>
      )}
    </section>
  );
}
