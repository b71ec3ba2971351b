import { useEffect } from 'react';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import {
  dismissFavouriteError,
  loadFavouriteIds,
  resetFavourites,
  setFavourite,
  useFavouritesStore,
} from '../lib/favourites/favouritesStore';
import { takePendingFavourite } from '../lib/favourites/pendingFavourite';
import styles from './FavouritesSync.module.css';

/**
 * Keeps the hearts' store in step with the session (issue 24 item 6), once for the whole guest app:
 * signed in, the saved ids are read (one request) and a heart pressed before signing in is saved;
 * signed out, they are forgotten. A save or removal the API refused is said here, over the page.
 */
export function FavouritesSync() {
  const api = useApi();
  const userId = useSession((session) => session.user?.id ?? null);
  const error = useFavouritesStore((state) => state.error);

  useEffect(() => {
    if (!userId) {
      if (useFavouritesStore.getState().userId !== null) resetFavourites();
      return;
    }
    void loadFavouriteIds(api, userId).then(() => {
      const pending = takePendingFavourite();
      if (pending && !useFavouritesStore.getState().ids.has(pending)) void setFavourite(api, pending, true);
    });
  }, [api, userId]);

  if (!error) return null;
  return (
    <div className={styles.toast}>
      <Notice tone="warning" onDismiss={dismissFavouriteError}>
        {error}
      </Notice>
    </div>
  );
}
