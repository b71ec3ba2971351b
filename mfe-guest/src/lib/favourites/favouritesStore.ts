import { create } from 'zustand';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import type { ApiClient } from '@shoreline/shared-ui/contract';
import { getFavouriteIds } from './getFavouriteIds';
import { removeFavourite } from './removeFavourite';
import { saveFavourite } from './saveFavourite';

// The hearts' state (issue 24 item 6): which listings the signed-in person saved, read once per
// session with one request (GET /api/me/favourite-ids), so every card of every page knows its state
// without a request of its own. A heart changes at once and is put back if the API refuses.
// Only ever filled in the browser (effects, clicks): a server-rendered page shows every heart empty.

export interface FavouritesState {
  /** Whose saved ids are loaded or loading (null: nobody signed in). */
  userId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  ids: ReadonlySet<string>;
  /** Why the last save or removal failed (its heart went back); null when there is nothing to say. */
  error: string | null;
}

const EMPTY: FavouritesState = { userId: null, status: 'idle', ids: new Set(), error: null };

export const useFavouritesStore = create<FavouritesState>(() => EMPTY);

const withId = (ids: ReadonlySet<string>, listingId: string, saved: boolean): ReadonlySet<string> => {
  const next = new Set(ids);
  if (saved) next.add(listingId);
  else next.delete(listingId);
  return next;
};

/** Reads `userId`'s saved ids, once per sign-in (again only after a failure). */
export async function loadFavouriteIds(api: ApiClient, userId: string): Promise<void> {
  const state = useFavouritesStore.getState();
  if (state.userId === userId && (state.status === 'loading' || state.status === 'ready')) return;
  useFavouritesStore.setState({ userId, status: 'loading', ids: new Set(), error: null });
  try {
    const ids = await getFavouriteIds(api);
    // Hearts pressed while the list was on its way keep what was pressed.
    const now = useFavouritesStore.getState();
    if (now.userId !== userId) return;
    const merged = new Set(ids);
    for (const id of now.ids) merged.add(id);
    useFavouritesStore.setState({ status: 'ready', ids: merged });
  } catch (error) {
    console.error(error);
    if (useFavouritesStore.getState().userId === userId) useFavouritesStore.setState({ status: 'error' });
  }
}

/** Saves (`saved`) or removes a listing: shown at once, put back with a message if the API refuses. */
export async function setFavourite(api: ApiClient, listingId: string, saved: boolean): Promise<void> {
  const before = useFavouritesStore.getState();
  useFavouritesStore.setState({ ids: withId(before.ids, listingId, saved), error: null });
  try {
    await (saved ? saveFavourite(api, listingId) : removeFavourite(api, listingId));
  } catch (error) {
    console.error(error);
    const now = useFavouritesStore.getState();
    // Put back only what this call changed: a later press of the same heart stands.
    if (now.ids.has(listingId) === saved && now.userId === before.userId) {
      useFavouritesStore.setState({ ids: withId(now.ids, listingId, !saved) });
    }
    useFavouritesStore.setState({
      error: errorMessage(error, saved ? MESSAGES.favouriteSaveFailed : MESSAGES.favouriteRemoveFailed),
    });
  }
}

export function dismissFavouriteError(): void {
  useFavouritesStore.setState({ error: null });
}

/** Forgets everything (signed out): the next person's hearts start empty. */
export function resetFavourites(): void {
  useFavouritesStore.setState(EMPTY);
}
