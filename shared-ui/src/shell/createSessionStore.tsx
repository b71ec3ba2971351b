// The session every app shares: who is signed in. The shell creates it once; remotes read it through
// `useSession()`. Module is .tsx like every file of this folder, so one package "exports" pattern
// resolves them all.
import { createStore, type StoreApi } from 'zustand';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { User } from '@shoreline/shared-domain/types';
import type { ApiClient, SessionState } from '../contract';
import { isApiRequestError } from '../api/apiRequestError';
import { getCurrentUser } from './getCurrentUser';
import { callApi } from '../api/callApi';

/**
 * `initialUser`: the session as the shell's server read it for a server-rendered page (the store then
 * starts `ready`, and the first render in the browser shows the header the server rendered).
 */
export function createSessionStore(api: ApiClient, initialUser?: User | null): StoreApi<SessionState> {
  // Bumped by every explicit change, so a slow /api/session answer that started before a sign-in or
  // sign-out cannot overwrite what happened after it.
  let generation = 0;

  return createStore<SessionState>()((set, get) => ({
    status: initialUser === undefined ? 'loading' : 'ready',
    user: initialUser ?? null,
    unavailable: false,
    endedElsewhere: false,

    refresh: async () => {
      const started = generation;
      try {
        const user = await getCurrentUser(api);
        if (started !== generation) return;
        // Re-read on focus and on refusals: keep the same object when nothing changed, so screens
        // that depend on the user do not reload their data for nothing.
        const same = JSON.stringify(user) === JSON.stringify(get().user);
        // Someone was signed in here and the server no longer knows the session: it was ended
        // elsewhere (another device signed it out) or it expired, not by this tab.
        const ended = user === null && get().user !== null;
        set({
          user: same ? get().user : user,
          status: 'ready',
          unavailable: false,
          ...(ended ? { endedElsewhere: true } : {}),
        });
      } catch (error) {
        if (started !== generation) return;
        if (isApiRequestError(error) && error.status === 401) {
          const ended = get().user !== null;
          set({
            user: null,
            status: 'ready',
            unavailable: false,
            ...(ended ? { endedElsewhere: true } : {}),
          });
          return;
        }
        // Offline or the API is down: keep whoever we knew, let the screens say what failed.
        console.error(MESSAGES.userDataUnavailable, error);
        set({ status: 'ready', unavailable: true });
      }
    },

    setUser: (user) => {
      generation += 1;
      set({ user, status: 'ready', unavailable: false, endedElsewhere: false });
    },

    signOut: async () => {
      generation += 1;
      try {
        await callApi(api, 'post', '/api/auth/signout');
      } catch (error) {
        // The cookie may survive on the server side of an outage; locally the user is signed out.
        console.error(MESSAGES.authError, error);
      } finally {
        set({ user: null, status: 'ready', unavailable: false, endedElsewhere: false });
      }
    },
  }));
}
