import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIso } from '@shoreline/shared-domain/dates';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { renderWithShell } from '../../../test/renderWithShell';
import HomePage from './HomePage';
import { pageOf } from '@shoreline/shared-ui/test/pageOf';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';

const summary = (n: number): ListingSummary => ({
  ...SAMPLE_LISTING_FACTS,
  id: `listing-${n}`,
  title: `Sea Cottage ${n}`,
  pricePerNight: 90,
  city: 'Nice',
  country: 'France',
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  isActive: true,
  photo: {
    url: `/uploads/listings/${n}.jpg`,
    width: 1200,
    height: 800,
    variants: [400, 800, 1200].map((width) => ({ url: `/uploads/listings/${n}.w${width}.webp`, width })),
  },
  averageRating: 4,
  reviewCount: 3,
  createdAt: '2029-12-01T10:00:00.000Z',
});

describe('HomePage', () => {
  it('shows skeletons, then the 8 featured listings and the destinations that search their place', async () => {
    const { server } = renderWithShell(<HomePage />, {
      routes: {
        'GET /api/listings?limit=8': {
          body: { items: Array.from({ length: 8 }, (_, n) => summary(n)), nextCursor: 'x' },
        },
        'GET /api/destinations': {
          body: pageOf([
            {
              id: 'd1',
              name: 'Lisbon',
              image: {
                url: '/uploads/lisbon.jpg',
                width: 600,
                height: 400,
                variants: [{ url: '/uploads/lisbon.w400.webp', width: 400 }],
              },
              order: 0,
            },
          ]),
        },
      },
    });
    expect(screen.getByRole('list', { name: 'Loading featured listings' })).toBeInTheDocument();
    const featured = await screen.findByRole('list', { name: 'Featured listings' });
    expect(within(featured).getAllByRole('article')).toHaveLength(8);
    // Right-sized photos: the first card's is the LCP (fetched first), the first row eager, the rest lazy.
    const photos = [...featured.querySelectorAll('img')];
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos[0]).toHaveAttribute(
      'srcset',
      expect.stringContaining('/uploads/listings/0.w400.webp 400w'),
    );
    expect(photos.slice(1).map((img) => img.getAttribute('fetchpriority'))).toEqual(Array(7).fill(null));
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(4).fill('lazy'),
    ]);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/search');
    const lisbon = await screen.findByRole('link', { name: 'Lisbon' });
    expect(lisbon).toHaveAttribute('href', '/search?location=Lisbon');
    expect(lisbon.querySelector('img')).toHaveAttribute('srcset', '/uploads/lisbon.w400.webp 400w');
    expect(lisbon.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Become a Host' })).toHaveAttribute('href', '/become-host');
    expect(server.calls.map((call) => call.url)).toEqual(['/api/listings?limit=8', '/api/destinations']);
  });

  it("shows SPEC's featured-listings message when they cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<HomePage />, {
      routes: {
        'GET /api/listings?limit=8': { status: 500, body: { message: 'boom' } },
        'GET /api/destinations': { body: pageOf([]) },
      },
    });
    expect(await screen.findByText(MESSAGES.featuredFetchFailed)).toBeInTheDocument();
  });

  it('starts check-in today and check-out after the check-in in the hero search (SPEC 5 minimums)', async () => {
    const user = userEvent.setup();
    const today = todayIso();
    renderWithShell(<HomePage />, {
      routes: {
        'GET /api/listings?limit=8': { body: { items: [], nextCursor: null } },
        'GET /api/destinations': { body: pageOf([]) },
      },
    });
    const hero = screen.getByRole('search', { name: 'Search stays' });
    const day = (iso: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${iso}"]`);
    // Days of the open calendar up to `last` that can still be chosen.
    const choosableUpTo = (last: string) =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('button[data-date]')).filter(
        (button) => (button.dataset.date ?? '') <= last && button.getAttribute('aria-disabled') !== 'true',
      );
    expect(within(hero).getByLabelText(/^Check-out/)).toBeDisabled();
    await user.click(within(hero).getByLabelText(/^Check-in/));
    // The calendar's code arrives lazily, as in the browser.
    await waitFor(() => expect(day(today)).not.toBeNull());
    expect(choosableUpTo(addDays(today, -1))).toEqual([]);
    expect(day(today)).not.toHaveAttribute('aria-disabled');
    await user.click(day(today) as HTMLButtonElement);
    // The same calendar now takes the check-out.
    expect(within(hero).getByLabelText(/^Check-out/)).toBeEnabled();
    expect(choosableUpTo(today)).toEqual([]);
    expect(day(addDays(today, 1))).not.toHaveAttribute('aria-disabled');
  });
});
