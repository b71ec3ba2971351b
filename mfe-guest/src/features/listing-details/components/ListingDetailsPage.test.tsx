import { screen } from '@testing-library/react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Availability, Listing } from '@shoreline/shared-domain/types';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import ListingDetailsPage from './ListingDetailsPage';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';

const LISTING: Listing = {
  ...SAMPLE_LISTING_FACTS,
  id: 'listing-1',
  title: 'Dune House',
  description: 'A wooden house in the dunes.',
  pricePerNight: 120,
  address: '1 Dune Road',
  city: 'Biarritz',
  country: 'France',
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  isActive: true,
  hostId: 'host-1',
  hostName: 'Theo Lambert',
  photos: ['a', 'b'].map((name) => ({
    url: `/uploads/${name}.jpg`,
    width: 800,
    height: 500,
    variants: [{ url: `/uploads/${name}.w400.webp`, width: 400 }],
  })),
  averageRating: 4.5,
  reviewCount: 2,
  createdAt: '2029-12-01T10:00:00.000Z',
};
const AVAILABILITY: Availability = {
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  booked: [],
  free: [{ start: '2030-01-01', end: '2030-12-31' }],
};
// The page asks one request (issue 10): listing, availability and first reviews together.
const routes = {
  'GET /api/listings/listing-1/page': {
    body: {
      listing: LISTING,
      availability: AVAILABILITY,
      reviews: { items: [], averageRating: 4.5, reviewCount: 2 },
    },
  },
};
const at = { path: '/listings/:id', url: '/listings/listing-1' };

describe('ListingDetailsPage', () => {
  it('shows the listing with its facts, free dates and the booking form', async () => {
    renderWithShell(<ListingDetailsPage reviews={(listing) => <p>Reviews of {listing.title}</p>} />, {
      ...at,
      routes,
    });
    expect(await screen.findByRole('heading', { name: 'Dune House', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Biarritz, France', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Jan 1, 2030')).toBeInTheDocument();
    expect(screen.getByText('Dec 31, 2030')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeInTheDocument();
    expect(screen.getByText('A wooden house in the dunes.')).toBeInTheDocument();
    // Hosted by: a link to the host's public page (issue 24 item 7).
    expect(screen.getByRole('link', { name: 'Theo Lambert' })).toHaveAttribute('href', '/hosts/host-1');
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByText('Reviews of Dune House')).toBeInTheDocument();
    expect(document.title).toBe('Dune House · Shoreline');
  });

  it('shows no booking form to the host of the listing', async () => {
    renderWithShell(<ListingDetailsPage />, {
      ...at,
      routes,
      user: { ...ANA, id: 'host-1', roles: ['renter', 'host'] },
    });
    expect(await screen.findByRole('heading', { name: 'Your listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Listing' })).toHaveAttribute(
      'href',
      '/listings/listing-1/edit',
    );
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/listings/listing-1/calendar',
    );
  });

  it('says Listing not found with Return to Home for an unknown listing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<ListingDetailsPage />, { ...at, routes: {} });
    expect(await screen.findByText(MESSAGES.listingNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToHome })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${MESSAGES.listingNotFound} · Shoreline`);
  });

  it('says Listing not found for a deleted listing (the API answers 410 Gone)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<ListingDetailsPage />, {
      ...at,
      routes: {
        'GET /api/listings/listing-1/page': {
          status: 410,
          body: {
            statusCode: 410,
            error: 'Gone',
            code: 'LISTING_NOT_FOUND',
            message: MESSAGES.listingNotFound,
          },
        },
      },
    });
    expect(await screen.findByText(MESSAGES.listingNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows SPEC's message when the listing cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<ListingDetailsPage />, {
      ...at,
      routes: { 'GET /api/listings/listing-1/page': { status: 500, body: { message: 'boom' } } },
    });
    expect(await screen.findByText(MESSAGES.listingDetailsLoadFailed)).toBeInTheDocument();
  });
});
