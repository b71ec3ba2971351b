// The product's URLs, built in one place: the apps link with them (shared-ui re-exports `paths` from
// its route table) and the API puts them in notifications and emails (PRODUCT.md 25). The route
// table itself (who owns which path, guards, titles) is shared-ui's `routes.ts`.

const q = (params: Record<string, string | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Link builders, so no app spells a path by hand. */
export const paths = {
  home: () => '/',
  /** Search criteria, filters and order: all in the URL, so Back, reload and sharing keep them. */
  search: (
    params: {
      location?: string;
      checkin?: string;
      checkout?: string;
      minPrice?: string;
      maxPrice?: string;
      currency?: string;
      sort?: string;
      /** The facts filters (issue 24), as shared-domain factFilterParams writes them. */
      guests?: string;
      type?: string;
      minBedrooms?: string;
      amenities?: string;
    } = {},
  ) => `/search${q(params)}`,
  /** `next`: where to return after signing in (kept in the URL, so it survives a reload). */
  signIn: (next?: string) => `/signin${q({ next })}`,
  signUp: () => '/signup',
  forgotPassword: () => '/forgot-password',
  /** The emailed links carry their token in the fragment: never sent to a server, nor in a Referer. */
  resetPassword: (token?: string) => `/reset-password${token ? `#token=${encodeURIComponent(token)}` : ''}`,
  verifyEmail: (token?: string) => `/verify-email${token ? `#token=${encodeURIComponent(token)}` : ''}`,
  becomeHost: () => '/become-host',
  listing: (id: string) => `/listings/${encodeURIComponent(id)}`,
  /** A host's public page: who they are and their active listings (issue 24 item 7). */
  host: (id: string) => `/hosts/${encodeURIComponent(id)}`,
  newListing: () => '/listings/new',
  editListing: (id: string) => `/listings/${encodeURIComponent(id)}/edit`,
  /** The host's calendar of a listing (blocks, stays, imported calendars). */
  listingCalendar: (id: string) => `/listings/${encodeURIComponent(id)}/calendar`,
  myListings: () => '/listings/manage',
  bookingConfirmation: () => '/booking-confirmation',
  profile: () => '/profile',
  myBookings: () => '/bookings',
  /** The signed-in person's saved listings (issue 24 item 6); dates show which are free. */
  favourites: (params: { checkin?: string; checkout?: string } = {}) => `/favourites${q(params)}`,
  manageBookings: () => '/bookings/manage',
  approveBooking: (id: string) => `/bookings/${encodeURIComponent(id)}/approve`,
  rejectBooking: (id: string) => `/bookings/${encodeURIComponent(id)}/reject`,
  /** The host's page of one booking of their listings: facts, history, and the decision while pending. */
  hostBooking: (id: string) => `/host/bookings/${encodeURIComponent(id)}`,
  notifications: () => '/notifications',
  /** Messages (issue 25): the renter's inbox and threads in the guest app ... */
  messages: () => '/messages',
  messageThread: (id: string) => `/messages/${encodeURIComponent(id)}`,
  /** ... the host's, for their listings, in the host app ... */
  hostMessages: () => '/host/messages',
  hostMessageThread: (id: string) => `/host/messages/${encodeURIComponent(id)}`,
  /** ... and the reported ones an admin judges. */
  reportedConversations: () => '/admin/conversation-reports',
  adminConversation: (id: string) => `/admin/conversations/${encodeURIComponent(id)}`,
  hostRequests: () => '/admin/host-requests',
  destinations: () => '/admin/destinations',
  reviewRequests: () => '/admin/reviews',
} as const;
