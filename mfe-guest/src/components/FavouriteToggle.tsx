import { useLocation, useNavigate } from 'react-router-dom';
import { favouriteToggleLabel } from '@shoreline/shared-domain/messages';
import { useApi } from '@shoreline/shared-ui/shell/useApi';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import { setFavourite, useFavouritesStore } from '../lib/favourites/favouritesStore';
import { keepPendingFavourite } from '../lib/favourites/pendingFavourite';
import { signInRedirect } from '../lib/signInRedirect';
import styles from './FavouriteToggle.module.css';

export interface FavouriteToggleProps {
  listingId: string;
  /** The listing's title: the button says "Save <title>" / "Remove <title> from favourites". */
  title: string;
  /** On a card's photo (white disc) or beside the listing page's title (outlined). */
  variant?: 'card' | 'page';
}

/**
 * The save heart (issue 24 item 6): a toggle button (aria-pressed) whose state is the favourites
 * store's, shared by every card. A visitor is sent to sign in; the save completes once they are
 * back (lib/favourites/pendingFavourite, FavouritesSync).
 */
export function FavouriteToggle({ listingId, title, variant = 'card' }: FavouriteToggleProps) {
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useFavouritesStore((state) => state.ids.has(listingId));

  const toggle = () => {
    // Until the session is known, a press could not tell a visitor from a signed-in person.
    if (session.status !== 'ready') return;
    if (!session.user) {
      keepPendingFavourite(listingId);
      const { to, state } = signInRedirect(`${location.pathname}${location.search}`);
      void navigate(to, { state });
      return;
    }
    void setFavourite(api, listingId, !saved);
  };

  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[variant]}`}
      aria-pressed={saved}
      aria-label={favouriteToggleLabel(title, saved)}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
