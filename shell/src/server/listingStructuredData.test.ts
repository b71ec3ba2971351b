/** @jest-environment node */
import type { Listing } from '@shoreline/shared-domain/types';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import { listingStructuredData } from './listingStructuredData';

const ORIGIN = 'https://shoreline.example';
const CANONICAL = `${ORIGIN}/listings/l1`;

const LISTING: Listing = {
  ...SAMPLE_LISTING_FACTS,
  id: 'l1',
  title: 'Surf Loft',
  description: 'A loft by the waves.',
  pricePerNight: 120.5,
  address: 'Rua do Mar 1',
  city: 'Ericeira',
  country: 'Portugal',
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  isActive: true,
  hostId: 'h1',
  hostName: 'Marina',
  photos: [
    { url: '/uploads/listings/l1.jpg', width: 1200, height: 800, variants: [] },
    { url: 'https://cdn.example/listings/l1-2.jpg', width: 1200, height: 800, variants: [] },
  ],
  averageRating: 4.67,
  reviewCount: 3,
  createdAt: '2029-12-01T10:00:00.000Z',
};

describe('listingStructuredData', () => {
  it('is a schema.org VacationRental with its place, photos, nightly price and rating', () => {
    expect(listingStructuredData(LISTING, CANONICAL, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      '@id': CANONICAL,
      url: CANONICAL,
      identifier: 'l1',
      name: 'Surf Loft',
      description: 'A loft by the waves.',
      address: { '@type': 'PostalAddress', addressLocality: 'Ericeira', addressCountry: 'Portugal' },
      // Absolute: a photo on this site gets its origin, one on a CDN stays there.
      image: [`${ORIGIN}/uploads/listings/l1.jpg`, 'https://cdn.example/listings/l1-2.jpg'],
      makesOffer: {
        '@type': 'Offer',
        url: CANONICAL,
        price: 120.5,
        priceCurrency: 'EUR',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 120.5,
          priceCurrency: 'EUR',
          unitText: 'night',
          unitCode: 'DAY',
        },
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.67,
        reviewCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('carries no rating while the listing has no reviews', () => {
    const data = listingStructuredData(
      { ...LISTING, averageRating: null, reviewCount: 0 },
      CANONICAL,
      ORIGIN,
    );
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).toHaveProperty('makesOffer');
  });
});
