import { createApiClient } from '@shoreline/shared-ui/api/createApiClient';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { createFakeFetch } from '../../test/fakeFetch';
import { loadFavouriteIds, resetFavourites, setFavourite, useFavouritesStore } from './favouritesStore';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const ANA = 'user-ana';

beforeEach(() => resetFavourites());

const idsNow = () => [...useFavouritesStore.getState().ids].sort();

describe('the favourites store', () => {
  it('reads the saved ids once per signed-in person, however many cards ask', async () => {
    const server = createFakeFetch({ 'GET /api/me/favourite-ids': { body: { ids: [A] } } });
    const api = createApiClient({ fetch: server.fetch });
    await Promise.all([loadFavouriteIds(api, ANA), loadFavouriteIds(api, ANA)]);
    await loadFavouriteIds(api, ANA);
    expect(server.calls).toHaveLength(1);
    expect(idsNow()).toEqual([A]);
    // Someone else signing in on this tab reads their own.
    server.on('GET /api/me/favourite-ids', { body: { ids: [B] } });
    await loadFavouriteIds(api, 'user-ben');
    expect(idsNow()).toEqual([B]);
  });

  it('keeps a heart pressed while the ids were on their way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = {
      request: <T>(method: string) =>
        method === 'GET'
          ? new Promise<T>((resolve) => {
              answer = resolve as (value: unknown) => void;
            })
          : Promise.resolve(undefined as T),
      upload: <T>() => Promise.reject<T>(new Error('no uploads')),
    };
    const loading = loadFavouriteIds(api, ANA);
    await setFavourite(api, B, true);
    answer({ ids: [A] });
    await loading;
    expect(idsNow()).toEqual([A, B]);
  });

  it('puts back only what the refused call changed, with the message of the failure', async () => {
    const server = createFakeFetch({
      'GET /api/me/favourite-ids': { body: { ids: [A] } },
      [`DELETE /api/me/favourites/${A}`]: { status: 503, body: { statusCode: 503, message: 'Down' } },
    });
    const api = createApiClient({ fetch: server.fetch });
    await loadFavouriteIds(api, ANA);
    await setFavourite(api, A, false);
    expect(idsNow()).toEqual([A]);
    // A server error says the screen's own message, not the server's.
    expect(useFavouritesStore.getState().error).toBe(MESSAGES.favouriteRemoveFailed);
  });
});
