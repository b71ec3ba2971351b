import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { renderWithShell } from '../../../test/renderWithShell';
import { forgetKeptResults } from '../hooks/useListingSearch';
import SearchPage from './SearchPage';

// Issue 24 item 3: the facts filters in the URL and the API call, totals of the stay on the cards.
beforeEach(forgetKeptResults);

const summary = (n: number): ListingSummary => ({
  ...SAMPLE_LISTING_FACTS,
  id: `listing-${n}`,
  title: `Beach House ${n}`,
  pricePerNight: 135,
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

const STAY = 'location=porto&checkin=2030-03-01&checkout=2030-03-04';
const FILTERS = 'guests=4&minBedrooms=2&amenities=wifi';
const page = (items: ListingSummary[]) => ({ body: { items, nextCursor: null, total: items.length } });

describe('SearchPage facts filters', () => {
  it('reads the filters from the URL, asks the API with them, and shows each stay’s total', async () => {
    renderWithShell(<SearchPage />, {
      path: '/search',
      url: `/search?${STAY}&${FILTERS}`,
      routes: { [`GET /api/listings?${STAY}&${FILTERS}&limit=12`]: page([summary(1), summary(2)]) },
    });
    const results = await screen.findByRole('list', { name: 'Search results' });
    const card = within(results).getAllByRole('article')[0]!;
    // 3 nights × €135, beside the nightly price (which the price filter and sort still use).
    expect(within(card).getByText('€405.00')).toHaveTextContent('€405.00 for 3 nights');
    expect(within(card).getByText('€135.00')).toHaveTextContent('€135.00/night');
    expect(within(card).getByText('4 guests · 2 bedrooms · 2 beds · 1 bath')).toBeInTheDocument();

    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('combobox', { name: 'Guests' })).toHaveValue('4');
    const bedrooms = within(filters).getByRole('group', { name: 'Minimum bedrooms' });
    expect(within(bedrooms).getByRole('radio', { name: '2' })).toBeChecked();
    const amenities = within(filters).getByRole('group', { name: 'Amenities' });
    expect(within(amenities).getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
    expect(within(amenities).getByRole('checkbox', { name: 'Pool' })).not.toBeChecked();
    // The phone's button counts them: guests, bedrooms, one amenity.
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
  });

  it('writes each choice to the URL (so Back and shared links keep it) and searches again', async () => {
    const user = userEvent.setup({ delay: null });
    const { server } = renderWithShell(<SearchPage />, {
      path: '/search',
      url: `/search?${STAY}&sort=price-asc`,
      routes: {
        [`GET /api/listings?${STAY}&sort=price-asc&limit=12`]: page([summary(1)]),
        [`GET /api/listings?${STAY}&sort=price-asc&guests=4&limit=12`]: page([summary(1)]),
        [`GET /api/listings?${STAY}&sort=price-asc&guests=4&type=villa&limit=12`]: page([summary(1)]),
        [`GET /api/listings?${STAY}&sort=price-asc&guests=4&type=house%2Cvilla&limit=12`]: page([summary(1)]),
        [`GET /api/listings?${STAY}&sort=price-asc&guests=4&type=house%2Cvilla&minBedrooms=5&limit=12`]: page(
          [summary(3)],
        ),
      },
    });
    const filters = screen.getByRole('region', { name: 'Filters' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Guests' }), '4');
    await user.click(within(filters).getByRole('checkbox', { name: 'Villa' }));
    await user.click(within(filters).getByRole('checkbox', { name: 'House' }));
    await user.click(within(filters).getByRole('radio', { name: '5+' }));
    // Types in the catalogue's order whatever the order of the clicks; the order of results is kept.
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/search?${STAY}&sort=price-asc&guests=4&type=house%2Cvilla&minBedrooms=5`,
    );
    expect(await screen.findByRole('link', { name: 'Beach House 3' })).toBeInTheDocument();
    expect(server.calls.at(-1)?.url).toContain('minBedrooms=5');
    // "More amenities" shows the whole catalogue.
    const amenities = within(filters).getByRole('group', { name: 'Amenities' });
    expect(within(amenities).queryByRole('checkbox', { name: 'EV charger' })).not.toBeInTheDocument();
    await user.click(within(amenities).getByRole('button', { name: 'More amenities' }));
    expect(within(amenities).getAllByRole('checkbox')).toHaveLength(30);
  });

  it('says no stays match these filters and clears them, keeping place, dates and order', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<SearchPage />, {
      path: '/search',
      url: `/search?${STAY}&${FILTERS}&maxPrice=50&currency=EUR`,
      routes: {
        [`GET /api/listings?${STAY}&maxPrice=50&currency=EUR&${FILTERS}&limit=12`]: page([]),
        [`GET /api/listings?${STAY}&limit=12`]: page([summary(1)]),
      },
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.noStaysMatchFilters })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/search?${STAY}`);
    expect(await screen.findByRole('link', { name: 'Beach House 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('opens the filters in a sheet on phones: choices apply, Show N stays and Escape close it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<SearchPage />, {
      path: '/search',
      url: `/search?${STAY}`,
      routes: {
        [`GET /api/listings?${STAY}&limit=12`]: page([summary(1), summary(2)]),
        [`GET /api/listings?${STAY}&amenities=wifi&limit=12`]: page([summary(1)]),
      },
    });
    await screen.findByRole('list', { name: 'Search results' });
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.click(within(sheet).getByRole('checkbox', { name: 'Wi-Fi' }));
    expect(await within(sheet).findByRole('button', { name: 'Show 1 stay' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/search?${STAY}&amenities=wifi`);
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const counted = screen.getByRole('button', { name: 'Filters (1)' });
    expect(counted).toHaveFocus();
    await user.click(counted);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus();
  });
});
