// The message to the host, kept across the sign-in round trip (issue 22 item 7): the dates travel in
// the return URL, the message (free text, up to 1000 characters, possibly personal) stays in this
// tab's sessionStorage instead of in a URL that lands in history and server logs.

const keyOf = (listingId: string) => `shoreline:booking-message:${listingId}`;

/** Keeps `message` for the listing's booking form until it is taken back (blank: nothing kept). */
export function keepBookingMessage(listingId: string, message: string): void {
  try {
    if (message.trim() === '') sessionStorage.removeItem(keyOf(listingId));
    else sessionStorage.setItem(keyOf(listingId), message);
  } catch {
    // Storage refused (privacy mode, quota): the visitor types the message again, as before.
  }
}

/** The message kept for the listing, removed as it is read (used once); null when none. */
export function takeBookingMessage(listingId: string): string | null {
  try {
    const message = sessionStorage.getItem(keyOf(listingId));
    if (message !== null) sessionStorage.removeItem(keyOf(listingId));
    return message;
  } catch {
    return null;
  }
}
