import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostProfile, ListingSummary } from '@shoreline/shared-domain/types';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import { renderWithShell } from '../../../test/renderWithShell';
import HostProfilePage from './HostProfilePage';

const summary = (n: number): ListingSummary => ({
  ...SAMPLE_LISTING_FACTS,
  id: `listing-${n}`,
  title: `Cliff House ${n}`,
  pricePerNight: 100 + n,
  city: 'Porto',
  country: 'Portugal',
  availableFrom: '2030-01-01',
  availableTo: '2030-12-31',
  isActive: true,
  photo: null,
  averageRating: 4.5,
  reviewCount: 2,
  createdAt: '2029-12-01T10:00:00.000Z',
});

const MARINA: HostProfile = {
  id: 'host-1',
  name: 'Marina Costa',
  initials: 'MC',
  // Still October 31 in the Americas: the month is UTC's, as on the server that renders the page.
  hostingSince: '2025-11-01T00:30:00.000Z',
  about: 'I grew up in Porto.\nAsk me about the beaches.',
  averageRating: 4.7,
  reviewCount: 23,
  listings: { items: [summary(1), summary(2)], nextCursor: 'next-1' },
};

const at = { path: '/hosts/:id', url: '/hosts/host-1' };

describe('HostProfilePage', () => {
  it('shows the host, their rating and their stays, and loads more on Show more', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithShell(<HostProfilePage />, {
      ...at,
      routes: {
        'GET /api/hosts/host-1': { body: MARINA },
        'GET /api/hosts/host-1/listings?cursor=next-1': {
          body: { items: [summary(3)], nextCursor: null },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Marina Costa', level: 1 })).toBeInTheDocument();
    // The avatar's letters repeat the name: hidden from screen readers.
    const avatar = screen.getByText('MC');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Hosting since November 2025')).toBeInTheDocument();
    // "★ 4.7 · 23 reviews": the star is decoration.
    const rating = screen.getByText('4.7 · 23 reviews');
    expect(rating.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Line breaks kept as written.
    const about = screen.getByText(/I grew up in Porto/);
    expect(about.textContent).toBe('I grew up in Porto.\nAsk me about the beaches.');
    expect(screen.getByRole('heading', { name: 'About Marina Costa', level: 2 })).toBeInTheDocument();
    expect(document.title).toBe('Marina Costa · Shoreline');

    const grid = screen.getByRole('list', { name: 'Stays hosted by Marina Costa' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByRole('link', { name: /Cliff House 1/ })).toHaveAttribute(
      'href',
      '/listings/listing-1',
    );
    await user.click(screen.getByRole('button', { name: MESSAGES.loadMore }));
    expect(await within(grid).findByRole('link', { name: /Cliff House 3/ })).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: MESSAGES.loadMore })).not.toBeInTheDocument();
  });

  it('says "No reviews yet", leaves out an empty about and says when no stay is open', async () => {
    renderWithShell(<HostProfilePage />, {
      ...at,
      routes: {
        'GET /api/hosts/host-1': {
          body: {
            ...MARINA,
            about: null,
            averageRating: null,
            reviewCount: 0,
            listings: { items: [], nextCursor: null },
          },
        },
      },
    });
    expect(await screen.findByText(MESSAGES.hostNoReviews)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^About/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: MESSAGES.hostNoListings })).toBeInTheDocument();
  });

  it('shows its loading shape, then "Host not found" for someone who does not host', async () => {
    renderWithShell(<HostProfilePage />, {
      ...at,
      routes: {
        'GET /api/hosts/host-1': {
          status: 404,
          body: {
            statusCode: 404,
            error: 'Not Found',
            code: 'HOST_NOT_FOUND',
            message: MESSAGES.hostNotFound,
          },
        },
      },
    });
    expect(screen.getByRole('status', { name: 'Loading host' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.hostNotFound);
    expect(document.title).toBe(`${MESSAGES.hostNotFound} · Shoreline`);
    expect(screen.getByRole('link', { name: MESSAGES.returnToHome })).toHaveAttribute('href', '/');
  });

  it('says the page could not load, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    let fail = true;
    renderWithShell(<HostProfilePage />, {
      ...at,
      routes: {
        'GET /api/hosts/host-1': () => {
          if (fail) throw new TypeError('Failed to fetch');
          return { body: MARINA };
        },
      },
    });
    expect(await screen.findByText(MESSAGES.hostProfileLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Marina Costa', level: 1 })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
