// A listing page's structured data (issue 21 item 6): schema.org's VacationRental (a LodgingBusiness)
// as JSON-LD, so a search engine reads the stay's name, place, photos, nightly price and rating
// without guessing them from the markup. Made from the same answer the page was rendered with.
import { BASE_CURRENCY } from '@shoreline/shared-domain/constants';
import type { Listing } from '@shoreline/shared-domain/types';

/** A JSON-LD object: plain JSON data. */
export type StructuredData = Record<string, unknown>;

/**
 * `listing` as a schema.org VacationRental at `canonical` (its page's address), its photos as
 * absolute URLs on `origin`. The price is per night in the base currency (what the API stores,
 * whatever a visitor's display currency); the rating only when there are reviews.
 */
export function listingStructuredData(listing: Listing, canonical: string, origin: string): StructuredData {
  const price = listing.pricePerNight;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': canonical,
    url: canonical,
    identifier: listing.id,
    name: listing.title,
    description: listing.description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: listing.city,
      addressCountry: listing.country,
    },
    image: listing.photos.map((photo) => new URL(photo.url, origin).href),
    makesOffer: {
      '@type': 'Offer',
      url: canonical,
      price,
      priceCurrency: BASE_CURRENCY,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: BASE_CURRENCY,
        unitText: 'night',
        // UN/CEFACT's code for a day: the unit a night's price is quoted in.
        unitCode: 'DAY',
      },
    },
    ...(listing.reviewCount > 0 && listing.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.averageRating,
            reviewCount: listing.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
