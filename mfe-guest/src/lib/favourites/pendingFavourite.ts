// The listing a visitor hearted before signing in (issue 24 item 6): kept in this tab's sessionStorage
// across the sign-in round trip, and saved once the person is signed in (favouritesStore).

const KEY = 'shoreline:pending-favourite';

/** Keeps `listingId` to save after signing in (the last heart pressed wins). */
export function keepPendingFavourite(listingId: string): void {
  try {
    sessionStorage.setItem(KEY, listingId);
  } catch {
    // Storage refused (privacy mode, quota): after signing in, the heart is pressed again.
  }
}

/** The listing kept to save, removed as it is read (used once); null when none. */
export function takePendingFavourite(): string | null {
  try {
    const listingId = sessionStorage.getItem(KEY);
    if (listingId !== null) sessionStorage.removeItem(KEY);
    return listingId;
  } catch {
    return null;
  }
}
