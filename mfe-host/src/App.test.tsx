import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Listing, ListingSummary } from '@shoreline/shared-domain/types';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import { createTableApi } from '@shoreline/shared-ui/api/createTableApi';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import App from './App';
import { hostBooking } from './test/hostBooking';
import { MARINA } from './test/renderWithShell';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

const listing: ListingSummary = {
  ...SAMPLE_LISTING_FACTS,
  id: 'l1',
  title: 'Ericeira Surf Loft',
  pricePerNight: 100,
  city: 'Ericeira',
  country: 'Portugal',
  availableFrom: '2026-06-01',
  availableTo: '2026-09-30',
  isActive: true,
  photo: null,
  averageRating: null,
  reviewCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const details: Listing = {
  ...SAMPLE_LISTING_FACTS,
  ...listing,
  description: 'A loft above the surf.',
  address: '1 Beach Road',
  hostId: MARINA.id,
  hostName: MARINA.name,
  photos: [photoAt('/uploads/listings/1-loft.jpg')],
};

function renderAt(path: string) {
  const shell = createShellApi({
    api: createTableApi({
      'GET /api/host/listings': asPage(() => [listing]),
      'GET /api/listings/l1': () => details,
      'GET /api/host/bookings': asPage(() => [hostBooking('b1', 'pending')]),
    }),
    storage: null,
  });
  shell.session.setState({ status: 'ready', user: MARINA });
  shell.currency.setState({
    ratesStatus: 'ready',
    rates: {
      base: 'EUR',
      rates: { EUR: 1, USD: 1.5, GBP: 0.5 },
      fetchedAt: new Date().toISOString(),
      source: 'live',
    },
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App shell={shell} />
    </MemoryRouter>,
  );
  return shell;
}

describe('the host remote', () => {
  it.each([
    ['/listings/new', 'Create Listing'],
    ['/listings/manage', 'My Listings'],
    ['/listings/l1/edit', 'Edit Listing'],
    ['/listings/l1/calendar', 'Calendar'],
    ['/bookings/manage', 'Manage Bookings'],
    ['/bookings/b1/approve', 'Approve Booking Request'],
    ['/bookings/b1/reject', 'Reject Booking Request'],
  ])('renders %s as "%s"', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("lists the host's listings with prices in the header's currency, live", async () => {
    const shell = renderAt('/listings/manage');
    expect(await screen.findByRole('link', { name: 'Ericeira Surf Loft' })).toHaveAttribute(
      'href',
      '/listings/l1',
    );
    expect(screen.getByText('€100.00')).toBeInTheDocument();
    act(() => shell.currency.getState().setCode('USD'));
    expect(screen.getByText('$150.00')).toBeInTheDocument();
  });

  it('renders nothing for paths of other slices', async () => {
    renderAt('/admin/reviews');
    await act(async () => undefined);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
