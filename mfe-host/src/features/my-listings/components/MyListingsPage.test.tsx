import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { ListingSummary } from '@shoreline/shared-domain/types';
import { SAMPLE_LISTING_FACTS } from '@shoreline/shared-domain/testing/listingFactsFixture';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { renderWithShell } from '../../../test/renderWithShell';
import { MyListingsPage } from './MyListingsPage';
import { photoAt } from '@shoreline/shared-ui/test/photoAt';
import { asPage } from '@shoreline/shared-ui/test/pageOf';

function summary(id: string, title: string, isActive: boolean): ListingSummary {
  return {
    ...SAMPLE_LISTING_FACTS,
    id,
    title,
    pricePerNight: 100,
    city: 'Lagos',
    country: 'Portugal',
    availableFrom: '2026-01-05',
    availableTo: '2026-09-30',
    isActive,
    photo: photoAt(`/uploads/listings/${id}.jpg`),
    averageRating: null,
    reviewCount: 0,
    createdAt: '2025-12-01T10:00:00.000Z',
  };
}

const LISTINGS = [summary('l1', 'Dune House', true), summary('l2', 'Pier Studio', false)];
const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;
const failure = () => {
  throw new ApiRequestError(503, 'Service Unavailable', 'Service Unavailable');
};

describe('MyListingsPage', () => {
  it("shows each of the host's listings with its status, place, price, dates and actions", async () => {
    renderWithShell(<MyListingsPage />, { api: { 'GET /api/host/listings': asPage(() => LISTINGS) } });
    expect(await screen.findByRole('list', { name: 'Your listings' })).toBeInTheDocument();
    const dune = card('Dune House');
    expect(within(dune).getByText('Active')).toBeInTheDocument();
    expect(within(dune).getByText('Lagos, Portugal')).toBeInTheDocument();
    expect(within(dune).getByText('€100.00')).toBeInTheDocument();
    expect(within(dune).getByText('Available Jan 5, 2026 - Sep 30, 2026')).toBeInTheDocument();
    expect(within(dune).getByRole('link', { name: 'View Dune House' })).toHaveAttribute(
      'href',
      '/listings/l1',
    );
    expect(within(dune).getByRole('link', { name: 'Edit Dune House' })).toHaveAttribute(
      'href',
      '/listings/l1/edit',
    );
    expect(within(dune).getByRole('button', { name: 'Deactivate Dune House' })).toBeInTheDocument();
    const pier = card('Pier Studio');
    expect(within(pier).getByText('Inactive')).toBeInTheDocument();
    expect(within(pier).getByRole('button', { name: 'Activate Pier Studio' })).toBeInTheDocument();
  });

  it("loads the first card's photo (the page's LCP) at once and at high priority, the others lazily", async () => {
    renderWithShell(<MyListingsPage />, { api: { 'GET /api/host/listings': asPage(() => LISTINGS) } });
    await screen.findByRole('list', { name: 'Your listings' });
    const first = card('Dune House').querySelector('img');
    const second = card('Pier Studio').querySelector('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('deactivates and activates a listing', async () => {
    const user = userEvent.setup();
    const { api } = renderWithShell(<MyListingsPage />, {
      api: {
        'GET /api/host/listings': asPage(() => LISTINGS),
        'PATCH /api/listings/l1/status': (body) => ({ ...LISTINGS[0], ...(body as object) }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Dune House' }));
    expect(within(card('Dune House')).getByText('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate Dune House' }));
    expect(within(card('Dune House')).getByText('Active')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { isActive: false },
      { isActive: true },
    ]);
  });

  it('keeps the status and says so when the change fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<MyListingsPage />, {
      api: { 'GET /api/host/listings': asPage(() => LISTINGS), 'PATCH /api/listings/l1/status': failure },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Dune House' }));
    expect(within(card('Dune House')).getByRole('alert')).toHaveTextContent(
      MESSAGES.listingStatusUpdateFailed,
    );
    expect(within(card('Dune House')).getByText('Active')).toBeInTheDocument();
  });

  it('deletes a listing only after the confirmation', async () => {
    const user = userEvent.setup();
    const { api } = renderWithShell(<MyListingsPage />, {
      api: { 'GET /api/host/listings': asPage(() => LISTINGS), 'DELETE /api/listings/l2': () => undefined },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Pier Studio' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(MESSAGES.confirmDeleteListing)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Pier Studio' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Listing' }));
    expect(await screen.findByText('“Pier Studio” was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pier Studio' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dune House' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/listings/l2',
    ]);
  });

  it('keeps the listing and says so in the dialog when the deletion fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShell(<MyListingsPage />, {
      api: { 'GET /api/host/listings': asPage(() => LISTINGS), 'DELETE /api/listings/l2': failure },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Pier Studio' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect(await within(dialog).findByText(MESSAGES.deleteListingFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pier Studio', hidden: true })).toBeInTheDocument();
  });

  it('invites a host without listings to create the first one', async () => {
    renderWithShell(<MyListingsPage />, { api: { 'GET /api/host/listings': asPage(() => []) } });
    expect(await screen.findByRole('heading', { name: MESSAGES.noListingsYet })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.createFirstListing })).toHaveAttribute(
      'href',
      '/listings/new',
    );
  });

  it("shows SPEC's message with Return to Home when the listings cannot be loaded", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithShell(<MyListingsPage />, { api: { 'GET /api/host/listings': asPage(failure) } });
    expect(await screen.findByText(MESSAGES.myListingsFetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.returnToHome })).toHaveAttribute('href', '/');
  });
});
