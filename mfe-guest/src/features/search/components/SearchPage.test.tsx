import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { renderWithShell } from '../../../test/renderWithShell';
import { forgetKeptResults } from '../hooks/useListingSearch';
import SearchPage from './SearchPage';

// Each test is a fresh visit: no results kept from another test's history entry.
beforeEach(forgetKeptResults);

const summary = (n: number): ListingSummary => ({
  id: `listing-${n}`,
  title: `Beach House ${n}`,
  pricePerNight: 100 + n,
  city: 'Porto',
  country: 'Portugal',
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  isActive: true,
  photo: null,
  averageRating: null,
  reviewCount: 0,
  createdAt: '2029-12-01T10:00:00.000Z',
});

const FIRST = '/api/listings?location=porto&checkin=2030-03-01&checkout=2030-03-04&limit=12';
const URL = '/search?location=porto&checkin=2030-03-01&checkout=2030-03-04';

describe('SearchPage', () => {
  it('shows the criteria and the cards, loads the next page on Show more, and links cards with the stay', async () => {
    const user = userEvent.setup();
    renderWithShell(<SearchPage />, {
      path: '/search',
      url: URL,
      routes: {
        [`GET ${FIRST}`]: {
          body: { items: Array.from({ length: 12 }, (_, n) => summary(n)), nextCursor: 'c2' },
        },
        [`GET ${FIRST}&cursor=c2`]: { body: { items: [summary(12)], nextCursor: null } },
      },
    });
    expect(screen.getByText('Stays in “porto”, Mar 1, 2030 - Mar 4, 2030')).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('article')).toHaveLength(12);
    expect(within(results).getByRole('link', { name: 'Beach House 0' })).toHaveAttribute(
      'href',
      '/listings/listing-0?checkin=2030-03-01&checkout=2030-03-04',
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(results).findByRole('link', { name: 'Beach House 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows No listings found with the hint when nothing matches', async () => {
    renderWithShell(<SearchPage />, {
      path: '/search',
      url: URL,
      routes: { [`GET ${FIRST}`]: { body: { items: [], nextCursor: null } } },
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.noListingsFound })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.tryAdjustingSearch)).toBeInTheDocument();
  });

  it("shows SPEC's message with Retry when the search fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { server } = renderWithShell(<SearchPage />, {
      path: '/search',
      url: URL,
      routes: { [`GET ${FIRST}`]: { status: 503, body: { message: 'down' } } },
    });
    expect(await screen.findByText(MESSAGES.listingsFetchFailed)).toBeInTheDocument();
    server.on(`GET ${FIRST}`, { body: { items: [summary(1)], nextCursor: null } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Beach House 1' })).toBeInTheDocument();
  });
});
