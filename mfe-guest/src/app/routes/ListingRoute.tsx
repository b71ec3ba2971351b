import ListingDetailsPage from '../../features/listing-details/components/ListingDetailsPage';
import { ReviewsSection } from '../../features/reviews/components/ReviewsSection';

/** `/listings/:id`: the details page with the reviews section composed in (features stay independent). */
export default function ListingRoute() {
  return (
    <ListingDetailsPage
      reviews={(listing, firstReviews) => (
        <ReviewsSection key={listing.id} listing={listing} firstReviews={firstReviews} />
      )}
    />
  );
}
