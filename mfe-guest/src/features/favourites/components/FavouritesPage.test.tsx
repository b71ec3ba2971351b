import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import type { FavouriteListing } from '@shoreline/shared-domain/types';
import { resetFavourites } from '../../../lib/favourites/favouritesStore';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import FavouritesPage from './FavouritesPage';

const saved = (id: string, title: string, availableForStay: boolean | null): FavouriteListing => ({
  id,
  title,
  pricePerNight: 120,
  city: 'Nice',
  country: 'France',
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  isActive: true,
  photo: null,
  averageRating: null,
  reviewCount: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  maxGuests: SAMPLE_LISTING_FACTS.maxGuests,
  propertyType: SAMPLE_LISTING_FACTS.propertyType,
  bedrooms: SAMPLE_LISTING_FACTS.bedrooms,
  beds: SAMPLE_LISTING_FACTS.beds,
  bathrooms: SAMPLE_LISTING_FACTS.bathrooms,
  savedAt: '2026-02-01T10:00:00.000Z',
  availableForStay,
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

beforeEach(() => resetFavourites());

describe('FavouritesPage', () => {
  it('shows the saved stays and says, for the dates in the address, which are free', async () => {
    renderWithShell(<FavouritesPage />, {
      user: ANA,
      path: '/favourites',
      url: '/favourites?checkin=2030-07-01&checkout=2030-07-05',
      routes: {
        'GET /api/me/favourites?checkin=2030-07-01&checkout=2030-07-05': {
          body: { items: [saved(A, 'Dune House', true), saved(B, 'Cliff Hut', false)], nextCursor: null },
        },
      },
    });
    const list = await screen.findByRole('list', { name: MESSAGES.favouritesTitle });
    expect(list).toHaveTextContent('Dune House');
    expect(screen.getByText(MESSAGES.favouriteAvailable)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.favouriteNotAvailable)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.favouritesDatesHint)).not.toBeInTheDocument();
  });

  it('says there are none yet and leads to the search', async () => {
    renderWithShell(<FavouritesPage />, {
      user: ANA,
      path: '/favourites',
      routes: { 'GET /api/me/favourites': { body: { items: [], nextCursor: null } } },
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.favouritesEmpty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.favouritesFindStays })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(screen.getByText(MESSAGES.favouritesDatesHint)).toBeInTheDocument();
  });

  it('says the list could not be loaded, and Retry loads it again', async () => {
    const { server } = renderWithShell(<FavouritesPage />, {
      user: ANA,
      path: '/favourites',
      routes: { 'GET /api/me/favourites': { status: 503, body: { statusCode: 503, message: 'Down' } } },
    });
    expect(await screen.findByText(MESSAGES.favouritesFetchFailed)).toBeInTheDocument();
    server.on('GET /api/me/favourites', {
      body: { items: [saved(A, 'Dune House', null)], nextCursor: 'next' },
    });
    server.on('GET /api/me/favourites?cursor=next', {
      body: { items: [saved(B, 'Cliff Hut', null)], nextCursor: null },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dune House')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.loadMore }));
    expect(await screen.findByText('Cliff Hut')).toBeInTheDocument();
  });
});
