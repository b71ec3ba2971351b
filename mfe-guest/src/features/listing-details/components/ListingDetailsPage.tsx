import { apiErrorStatus } from '@shoreline/shared-ui/api/apiRequestError';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { formatDisplayDate } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Listing } from '@shoreline/shared-domain/types';
import type { ListingReviews } from '@shoreline/shared-ui/api/apiTypes';
import { AppLink } from '@shoreline/shared-ui/components/AppLink';
import { FavouriteToggle } from '../../../components/FavouriteToggle';
import { Page } from '@shoreline/shared-ui/components/Page';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { FactList } from '@shoreline/shared-ui/components/FactList';
import { Price } from '@shoreline/shared-ui/components/Price';
import { RouteSkeleton } from '@shoreline/shared-ui/components/RouteSkeleton';
import { StarRating } from '@shoreline/shared-ui/components/StarRating';
import { useDocumentTitle } from '@shoreline/shared-ui/hooks/useDocumentTitle';
import { paths } from '@shoreline/shared-ui/routes';
import { useToday } from '@shoreline/shared-ui/shell/useToday';
import { availabilityOf, useListingPage } from '../hooks/useListingPage';
import { BookingPanel } from './BookingPanel';
import { ContactHost } from './ContactHost';
import { FreeRanges } from './FreeRanges';
import { HouseRules } from './HouseRules';
import { InactiveListingNotice } from './InactiveListingNotice';
import { ListingAmenities } from './ListingAmenities';
import { ListingFactsSummary } from './ListingFactsSummary';
import { ListingGallery } from './ListingGallery';
import styles from './ListingDetails.module.css';

export interface ListingDetailsPageProps {
  /**
   * The reviews section, composed in by the app so this feature does not import another one; it gets
   * the first reviews the page's one request brought.
   */
  reviews?: (listing: Listing, firstReviews: ListingReviews) => ReactNode;
}

function NotFound() {
  useDocumentTitle(MESSAGES.listingNotFound);
  return (
    <Page top={5}>
      <ErrorBox
        title={MESSAGES.listingNotFound}
        action={{ label: MESSAGES.returnToHome, href: paths.home() }}
      />
    </Page>
  );
}

/** `/listings/:id` (SPEC 2 screen 5). */
export default function ListingDetailsPage({ reviews }: ListingDetailsPageProps) {
  const { id = '' } = useParams();
  const page = useListingPage(id);
  const availability = availabilityOf(page);
  const today = useToday();
  // The tab (and the history menu) names the stay, not just "Listing details".
  useDocumentTitle(page.status === 'success' ? page.data.listing.title : null, id);

  // The same skeleton as the shell's slot showed while this page's code loaded: nothing moves.
  if (page.status === 'loading') return <RouteSkeleton kind="listing" label="Loading listing" />;
  if (page.status === 'error') {
    // A malformed id (400) is as missing as an unknown one (404) or a deleted one (410).
    const status = apiErrorStatus(page.error);
    if (status === 404 || status === 400 || status === 410) return <NotFound />;
    return (
      <Page top={5}>
        <ErrorBox
          message={MESSAGES.listingDetailsLoadFailed}
          action={{ label: 'Retry', onClick: page.reload }}
        />
      </Page>
    );
  }

  const data = page.data.listing;
  return (
    <Page top={5}>
      <InactiveListingNotice listing={data} />
      <ListingGallery photos={data.photos} title={data.title} className={styles.gallery} />
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{data.title}</h1>
          {/* Saving an inactive listing is refused: only the host sees one, and has no use for it. */}
          {data.isActive && <FavouriteToggle listingId={data.id} title={data.title} variant="page" />}
        </div>
        <ListingFactsSummary listing={data} />
        <p className={styles.place}>
          {data.city}, {data.country}
        </p>
        <div className={styles.headline}>
          <StarRating value={data.averageRating} count={data.reviewCount} size="md" />
          <Price amountEur={data.pricePerNight} suffix="/night" className={styles.headlinePrice} />
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.main}>
          <FactList
            facts={[
              { label: 'Available from', value: formatDisplayDate(data.availableFrom) },
              { label: 'Available to', value: formatDisplayDate(data.availableTo) },
              {
                label: 'Hosted by',
                // The host's public page (issue 24 item 7): who they are and their other stays.
                value: <AppLink href={paths.host(data.hostId)}>{data.hostName}</AppLink>,
              },
            ]}
          />
          {availability.status === 'success' && <FreeRanges free={availability.data.free} today={today} />}
          <section className={styles.block} aria-labelledby="description-title">
            <h2 id="description-title" className={styles.blockTitle}>
              About this place
            </h2>
            <p className={styles.description}>{data.description}</p>
          </section>
          <ListingAmenities amenities={data.amenities} />
          <HouseRules listing={data} />
          <section className={styles.block} aria-labelledby="address-title">
            <h2 id="address-title" className={styles.blockTitle}>
              Address
            </h2>
            <address className={styles.address}>
              {data.address}
              <br />
              {data.city}, {data.country}
            </address>
          </section>
        </div>
        <aside className={styles.side} aria-label="Booking">
          <BookingPanel listing={data} availability={availability} today={today} />
          {/* Questions before booking (issue 25); the listing's own host gets nothing here. */}
          <ContactHost listing={data} />
        </aside>
      </div>
      {reviews?.(data, page.data.reviews)}
    </Page>
  );
}
