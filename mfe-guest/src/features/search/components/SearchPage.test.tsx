import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { renderWithShell } from '../../../test/renderWithShell';
import { forgetKeptResults } from '../hooks/useListingSearch';
import SearchPage from './SearchPage';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';

// Each test is a fresh visit: no results kept from another test's history entry.
beforeEach(forgetKeptResults);

const summary = (n: number): ListingSummary => ({
  ...SAMPLE_LISTING_FACTS,
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
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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

  it.each([
    ['a check-in without a check-out', 'checkin=2030-03-04', MESSAGES.searchCheckoutMissingShown, ''],
    [
      'a check-out before the check-in',
      'checkin=2030-03-04&checkout=2030-03-01',
      MESSAGES.searchDatesReversedShown,
      'Mar 1, 2030',
    ],
  ])(
    'keeps %s in the form and says the search is for any dates (issue 22 item 6)',
    async (_, query, notice, end) => {
      renderWithShell(<SearchPage />, {
        path: '/search',
        url: `/search?location=porto&${query}`,
        routes: {
          'GET /api/listings?location=porto&checkin=2030-03-04&limit=12': {
            body: { items: [], nextCursor: null },
          },
          'GET /api/listings?location=porto&limit=12': { body: { items: [], nextCursor: null } },
        },
      });
      expect(screen.getByText('Stays in “porto”, any dates')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /^Check-in/ })).toHaveValue('Mar 4, 2030');
      const checkout = screen.getByRole('combobox', { name: /^Check-out/ });
      expect(checkout).toHaveValue(end);
      expect(checkout).toHaveAccessibleDescription(notice);
      expect(await screen.findByRole('heading', { name: MESSAGES.noListingsFound })).toBeInTheDocument();
    },
  );

  it('searches the first 100 characters of a longer "Where" and says it is too long (issue 22 item 6)', async () => {
    const long = `porto${'o'.repeat(120)}`;
    renderWithShell(<SearchPage />, {
      path: '/search',
      url: `/search?location=${long}`,
      routes: {
        [`GET /api/listings?location=${long.slice(0, 100)}&limit=12`]: {
          body: { items: [], nextCursor: null },
        },
      },
    });
    expect(screen.getByRole('textbox', { name: 'Where' })).toHaveAccessibleDescription(
      MESSAGES.searchLocationTooLong,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.noListingsFound })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.listingsFetchFailed)).not.toBeInTheDocument();
  });

  it('reads a price bound typed with a decimal comma, and names a third decimal (issue 22 item 10)', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<SearchPage />, {
      path: '/search',
      url: '/search?location=porto',
      routes: {
        'GET /api/listings?location=porto&limit=12': { body: { items: [], nextCursor: null } },
        'GET /api/listings?location=porto&minPrice=49.5&currency=EUR&limit=12': {
          body: { items: [], nextCursor: null },
        },
      },
    });
    const min = screen.getByRole('textbox', { name: /^Min price/ });
    await user.type(min, '49,555');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(MESSAGES.priceTooManyDecimals)).toBeInTheDocument();
    await user.clear(min);
    await user.type(min, '49,50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?location=porto&minPrice=49.5&currency=EUR',
    );
  });
});
