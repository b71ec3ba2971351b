import {
  formatFactsSummary,
  PROPERTY_TYPE_LABELS,
  type ListingCardFacts,
} from '@shoreline/shared-domain/listingFacts';
import styles from './ListingFacts.module.css';

/** Under the title: "Villa · 6 guests · 3 bedrooms · 4 beds · 2 baths" (issue 24 item 2). */
export function ListingFactsSummary({ listing }: { listing: ListingCardFacts }) {
  return (
    <p className={styles.summary}>
      {PROPERTY_TYPE_LABELS[listing.propertyType]} · {formatFactsSummary(listing)}
    </p>
  );
}
