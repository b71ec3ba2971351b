import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { resetFavourites, useFavouritesStore } from '../lib/favourites/favouritesStore';
import { ANA, renderWithShell } from '../test/renderWithShell';
import { FavouritesSync } from './FavouritesSync';
import { FavouriteToggle } from './FavouriteToggle';

const LISTING = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

/** Two cards' hearts and the app-wide sync, as the guest app mounts them. */
function Cards() {
  return (
    <>
      <FavouritesSync />
      <FavouriteToggle listingId={LISTING} title="Dune House" />
      <FavouriteToggle listingId={OTHER} title="Cliff Hut" />
    </>
  );
}

beforeEach(() => {
  resetFavourites();
  sessionStorage.clear();
});

describe('FavouriteToggle', () => {
  it('shows every saved heart from one request, and saves and removes on press', async () => {
    const { server } = renderWithShell(<Cards />, {
      user: ANA,
      path: '/search',
      routes: {
        'GET /api/me/favourite-ids': { body: { ids: [OTHER] } },
        [`PUT /api/me/favourites/${LISTING}`]: { status: 204 },
        [`DELETE /api/me/favourites/${LISTING}`]: { status: 204 },
      },
    });
    const cliff = await screen.findByRole('button', { name: 'Remove Cliff Hut from favourites' });
    expect(cliff).toHaveAttribute('aria-pressed', 'true');
    const dune = screen.getByRole('button', { name: 'Save Dune House' });
    expect(dune).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(dune);
    expect(screen.getByRole('button', { name: 'Remove Dune House from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dune House from favourites' }));
    expect(screen.getByRole('button', { name: 'Save Dune House' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'GET /api/me/favourite-ids',
        `PUT /api/me/favourites/${LISTING}`,
        `DELETE /api/me/favourites/${LISTING}`,
      ]),
    );
  });

  it('puts the heart back and says why when the API refuses', async () => {
    renderWithShell(<Cards />, {
      user: ANA,
      path: '/search',
      routes: {
        'GET /api/me/favourite-ids': { body: { ids: [] } },
        [`PUT /api/me/favourites/${LISTING}`]: {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            code: 'FAVOURITES_LIMIT_REACHED',
            message: MESSAGES.favouritesLimitReached,
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Dune House' }));
    expect(await screen.findByText(MESSAGES.favouritesLimitReached)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Dune House' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(MESSAGES.favouritesLimitReached)).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in and back, and saves the listing once they are signed in', async () => {
    const { server, shell } = renderWithShell(<Cards />, {
      user: null,
      // Mounted on every path: the cards are there again when the person is back from signing in.
      path: '*',
      url: '/search?location=Nice',
      routes: {
        'GET /api/me/favourite-ids': { body: { ids: [] } },
        [`PUT /api/me/favourites/${LISTING}`]: { status: 204 },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Dune House' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/signin?next=%2Fsearch%3Flocation%3DNice');
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({
      from: '/search?location=Nice',
    });
    expect(server.calls).toEqual([]);

    // Signed in (the shell's sign-in page): the kept heart is saved.
    act(() => shell.session.getState().setUser(ANA));
    await waitFor(() =>
      expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'GET /api/me/favourite-ids',
        `PUT /api/me/favourites/${LISTING}`,
      ]),
    );
    expect(useFavouritesStore.getState().ids.has(LISTING)).toBe(true);
  });

  it('forgets the hearts when the person signs out', async () => {
    const { shell } = renderWithShell(<Cards />, {
      user: ANA,
      path: '/search',
      routes: { 'GET /api/me/favourite-ids': { body: { ids: [LISTING] } } },
    });
    expect(
      await screen.findByRole('button', { name: 'Remove Dune House from favourites' }),
    ).toBeInTheDocument();
    act(() => shell.session.getState().setUser(null));
    expect(await screen.findByRole('button', { name: 'Save Dune House' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
