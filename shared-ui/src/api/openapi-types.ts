// Generated from api/openapi.json by `npm run openapi` (shared-ui/scripts/api-types.mjs): do not edit.
export interface paths {
  '/api/admin/conversation-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open reports of conversations, oldest first, a page at a time
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` for the next page. A decided report (dismissed, or its reported party deactivated) leaves the list.
     *
     *     Requires the `admin` role.
     */
    get: operations['getAdminConversationReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/conversation-reports/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate the reported party's account (the other party than the reporter): it cannot sign in and is signed out everywhere
     * @description In one transaction: the account is deactivated, every session of it ends, and every open report of the conversation is resolved as `deactivated`. 403 when the reported party is an admin; 404 when the report is not open (decided meanwhile).
     *
     *     Requires the `admin` role.
     */
    post: operations['postAdminConversationReportsByIdDeactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/conversation-reports/{id}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Dismiss an open report: nothing happens to anyone, and admins no longer read the conversation
     * @description 404 when the report is not open (decided meanwhile). The conversation stays readable to admins while the other party's report of it is open.
     *
     *     Requires the `admin` role.
     */
    post: operations['postAdminConversationReportsByIdDismiss'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A reported conversation: its listing, both parties and its open reports
     * @description Admins read a conversation only while one of its parties has an open report of it: 404 otherwise, as for a conversation that does not exist.
     *
     *     Requires the `admin` role.
     */
    get: operations['getAdminConversationsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A reported conversation's messages and booking events, newest first, 30 a page
     * @description The same pages as its parties read (`GET /api/conversations/:id/messages`), and only while a report of it is open: 404 otherwise. Reading marks nothing read.
     *
     *     Requires the `admin` role.
     */
    get: operations['getAdminConversationsByIdMessages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/destinations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a destination (name and image required); it goes last: order = current count
     * @description Requires the `admin` role.
     */
    post: operations['postAdminDestinations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/destinations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Rename a destination; the image changes only when one is sent
     * @description Requires the `admin` role.
     */
    put: operations['putAdminDestinationsById'];
    post?: never;
    /**
     * Delete a destination; the ones after it move up one place
     * @description Requires the `admin` role.
     */
    delete: operations['deleteAdminDestinationsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/destinations/{id}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a destination one place up or down the home page; answers the first page of the list in its new order
     * @description 409 when it is already first (up) or last (down). The answer is the first page of GET /api/destinations (`limit` as there); pass its `nextCursor` to GET /api/destinations for the rest.
     *
     *     Requires the `admin` role.
     */
    post: operations['postAdminDestinationsByIdMove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/host-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Host requests in one status (pending by default), newest first, a page at a time
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` (with the same status) for the next page.
     *
     *     Requires the `admin` role.
     */
    get: operations['getAdminHostRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/host-requests/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a pending host request: the user gets the host role (if the user still exists); not your own (403)
     * @description Requires the `admin` role.
     */
    post: operations['postAdminHostRequestsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/host-requests/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a pending host request, optionally with a reason the requester sees; not your own (403)
     * @description Body optional: `{ reason }`, trimmed, at most 500 characters (400 otherwise); blank means no reason. The requester reads it in `GET /api/host-requests/mine`.
     *
     *     Requires the `admin` role.
     */
    post: operations['postAdminHostRequestsByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reviews in one status (pending by default), newest first, with listing title and reviewer name
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` (with the same status) for the next page.
     *
     *     Requires the `admin` role.
     */
    get: operations['getAdminReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a pending review: it is shown and counted from now on (records reviewedBy); not one of your own (403)
     * @description Requires the `admin` role.
     */
    post: operations['postAdminReviewsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reviews/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a pending review with a reason (records reviewedBy and rejectionReason); not one of your own (403)
     * @description Requires the `admin` role.
     */
    post: operations['postAdminReviewsByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a password reset link (PRODUCT.md 27): emailed when an account uses the address; the answer is the same either way */
    post: operations['postAuthPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with an emailed reset link's token: the link works once, for 60 minutes; every session of the account ends */
    post: operations['postAuthPasswordResetConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in; "remember" keeps the session cookie for 30 days, otherwise until the browser closes */
    post: operations['postAuthSignin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session: its token stops working on every replica and the cookie is cleared; fine when already signed out */
    post: operations['postAuthSignout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signout-everywhere': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End every session of the signed-in user, this one included (all devices, cookies and API tokens) */
    post: operations['postAuthSignoutEverywhere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account (role renter), email it a verification link and start a session */
    post: operations['postAuthSignup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange email and password for a bearer token (1 hour); no cookie is set */
    post: operations['postAuthToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verify the account's email address with an emailed link's token (works signed in or not, once, for 7 days) */
    post: operations['postAuthVerifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request a stay: a pending booking whose total the server computes
     * @description Dates are half-open: `startDate` is the first night, `endDate` the check-out day. The stay must lie inside the listing window, start today or later and share no night with an approved booking (409 otherwise). `guests` must fit the listing (`maxGuests`, `houseRules.petsAllowed`; 400 otherwise). A price sent by the client is ignored. Not allowed on your own listing (403).
     */
    post: operations['postBookings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One booking, for its renter and its listing's host
     * @description With the listing's title, city and country and the renter's name. Anyone else gets 404, as for an unknown id, so the answer does not reveal that the booking exists.
     */
    get: operations['getBookingsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The listing's host approves a pending booking; the pending requests it overlaps are rejected in the same transaction (PRODUCT.md 19). 409 when it is no longer pending or its dates are taken (then with a message for the host: only a rejection is left).
     * @description A request past its expiry (72 hours after it was made, or the end of its check-in day) is `expired` even before the expiry job stored it, and answering it is a 409 too (PRODUCT.md 24).
     *
     *     Requires the `host` role.
     */
    post: operations['postBookingsByIdApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The renter cancels their pending booking. 409 when it is no longer pending.
     * @description A request past its expiry (72 hours after it was made, or the end of its check-in day) is `expired` even before the expiry job stored it, and answering it is a 409 too (PRODUCT.md 24).
     */
    post: operations['postBookingsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The listing's host rejects a pending booking, optionally saying why (the renter sees it). 409 when it is no longer pending.
     * @description Body optional: `{ reason }`, trimmed, at most 500 characters (400 otherwise, and nothing changes); blank means no reason. The renter reads it as `declineReason` and in the notification. A request past its expiry (72 hours after it was made, or the end of its check-in day) is `expired` even before the expiry job stored it, and answering it is a 409 too (PRODUCT.md 24).
     *
     *     Requires the `host` role.
     */
    post: operations['postBookingsByIdReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in renter's bookings, newest first, with the listing's title, city and country
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     */
    get: operations['getBookingsMine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendars/{token}.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A listing's taken nights as iCalendar, for other platforms to import (secret URL)
     * @description Approved stays (`Reserved`) and blocks (`Not available`) as all-day events, `DTEND` the check-out day; no names, notes or prices. `ETag`/`If-None-Match` (304) and `Cache-Control`.
     */
    get: operations['getCalendarsByTokenIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's conversations on one side, most recently active first
     * @description `role=renter`: the conversations about stays (the viewer wrote to a host or requested a stay); `role=host`: those about the viewer's listings. 20 a page; pass `nextCursor` back as `cursor` for the next one.
     */
    get: operations['getConversations'];
    put?: never;
    /**
     * Write to a listing's host: starts the renter's conversation about it, or adds to it
     * @description One conversation per renter and listing: 201 when this message started it, 200 when it existed (the message is appended). A new conversation needs a listing renters can see (404 otherwise); an existing one carries on when the listing was deactivated or deleted. Not about your own listing (403), nor to a deactivated account (403). 429 past 30 messages a minute, or 10 new conversations an hour.
     */
    post: operations['postConversations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A conversation's header (listing, other party, booking), for either of its parties
     * @description Anyone but its renter and host gets 404, as for a conversation that does not exist.
     */
    get: operations['getConversationsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The messages and booking events of a conversation, newest first
     * @description 30 a page; `nextCursor` leads to older ones. Reading does not mark the conversation read (POST .../read does). Anyone but its renter and host gets 404.
     */
    get: operations['getConversationsByIdMessages'];
    put?: never;
    /**
     * Write in a conversation you are a party of (the renter or the host)
     * @description A host writes in conversations that exist: the renter wrote first or requested a stay. 403 when the other party's account is deactivated; 429 past 30 messages a minute. Anyone but the two parties gets 404, as for a conversation that does not exist.
     */
    post: operations['postConversationsByIdMessages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a conversation read on your side (opening the thread does)
     * @description Also marks your unread notifications of its messages read, so the bell drops. The other party's side and the email digest are unchanged. Anyone but its renter and host gets 404.
     */
    post: operations['postConversationsByIdRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a conversation you are a party of, with a reason: admins may then read it
     * @description `reason`: trimmed, 1–500 characters (400 otherwise). One open report per party: 409 while yours waits for an admin. Anyone but the renter and the host of the conversation gets 404, as for a conversation that does not exist.
     */
    post: operations['postConversationsByIdReports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find the conversation of a renter about a listing (the listing page, the host booking page)
     * @description Without `renterId`: your own conversation about the listing, as its renter. With `renterId`: that renter's conversation about your listing (you must be its host). `id` is null when there is none, and for anyone else: a page asks it for every signed-in visitor, and "none" is an answer, not an error.
     */
    get: operations['getConversationsLookup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of your conversations have something you have not read, as renter and as host */
    get: operations['getConversationsUnread'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/destinations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Popular destinations for the home page, by `order`
     * @description A short curated list: the first page (50 by default) is usually all of it. Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     */
    get: operations['getDestinations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/host-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask to become a host
     * @description Signed in: `{ reason }`. Signed out: `{ reason, name, email, password }` (and `confirmPassword` when the form has it) creates the account and the request in one transaction and starts a browser-session cookie. 409: a pending request exists, the caller is a host already, or the email is registered.
     */
    post: operations['postHostRequests'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/host-requests/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's latest host request, whatever its status (404 when there is none) */
    get: operations['getHostRequestsMine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/host/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bookings of the host's own listings, newest first, with the renter's name
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     *
     *     Requires the `host` role.
     */
    get: operations['getHostBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/host/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One booking of the host's own listings: its facts, history timestamps and decline reason
     * @description The host's booking page (issue 22). Another host's booking, their own stay as a renter and an unknown id are all 404, so the answer does not reveal that the booking exists.
     *
     *     Requires the `host` role.
     */
    get: operations['getHostBookingsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/host/listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in host's listings, active or not, newest first
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     *
     *     Requires the `host` role.
     */
    get: operations['getHostListings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hosts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A host's public page: name, hosting since, about, rating and first active listings
     * @description Anyone may read it, signed in or not. 404 for a user who is not a host (or no user); a malformed id is a 400, as for listings. Only active listings are shown, and the rating covers their approved reviews. The first 12 listings come with the host; `listings.nextCursor` continues with GET /api/hosts/:id/listings.
     */
    get: operations['getHostsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/hosts/{id}/listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A host's active listings, newest first (the host page's Show more)
     * @description Keyset-paginated: pass `nextCursor` back as `cursor`. 404 for a user who is not a host.
     */
    get: operations['getHostsByIdListings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active listings: search by place and free dates, price and facts filters, four orders, keyset pages
     * @description `location` is a case-insensitive substring of city or country. With both `checkin` and `checkout`, only listings whose window contains the stay and that have no taken night (approved stay or host block) in [checkin, checkout); a stay starting before today matches nothing. `minPrice`/`maxPrice` are per night in `currency`, converted with the rates of GET /api/rates. `sort`: newest (default), price-asc, price-desc, top-rated (average, then count). Facts (issue 24): `guests` (at least that many fit), `type` (any of these types), `minBedrooms`, `amenities` (every one present). Pass `nextCursor` back as `cursor` with the same filters and sort for the next page.
     */
    get: operations['getListings'];
    put?: never;
    /**
     * Create a listing (hosts); new listings are active
     * @description Requires the `host` role.
     */
    post: operations['postListings'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A listing with photos, rating and host name (inactive: its host only) */
    get: operations['getListingsById'];
    /**
     * Replace every field and the photos of an own listing (facts included)
     * @description Requires the `host` role.
     */
    put: operations['putListingsById'];
    post?: never;
    /**
     * Delete an own listing (soft: past bookings and reviews keep it)
     * @description Its pending booking requests are rejected in the same transaction (no renter waits for a decision that can no longer come); approved stays keep their status and history.
     *
     *     Requires the `host` role.
     */
    delete: operations['deleteListingsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Taken ranges (approved stays, host blocks) and free ranges from today on, half-open [start, end) */
    get: operations['getListingsByIdAvailability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Block nights of your listing (PRODUCT 22): they are taken for every renter
     * @description `endDate` is the day after the last blocked night. The pending requests that want any of these nights are declined in the same transaction (cause `dates-blocked`, each renter notified as for the decline on approval) and listed in `declinedRequests`. 400: not a range, outside the window or in the past. 409: the nights overlap an approved stay, or are already blocked.
     *
     *     Requires the `host` role.
     */
    post: operations['postListingsByIdBlocks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/blocks/{blockId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Unblock nights you blocked (imported ones change with their calendar: 409)
     * @description Requires the `host` role.
     */
    delete: operations['deleteListingsByIdBlocksByBlockId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The host's calendar of their listing: stays, requests, blocks, imported conflicts
     * @description Ranges are half-open (`endDate` is the check-out day), sorted by start. Requests are pending ones not yet expired. Another host’s listing is a 404.
     *
     *     Requires the `host` role.
     */
    get: operations['getListingsByIdCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/calendar-sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your listing's secret export feed and the calendars it imports, with their last sync
     * @description Requires the `host` role.
     */
    get: operations['getListingsByIdCalendarSync'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/calendar-sync/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A new secret export feed URL; the previous one answers 404 from now on
     * @description Requires the `host` role.
     */
    post: operations['postListingsByIdCalendarSyncToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/calendars': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import another platform's calendar (iCal URL) into your listing; synced once now
     * @description Answers after the first sync, which must succeed: when the feed cannot be fetched or read, nothing is saved and 422 says why (unreachable, not a calendar, too large, refused address...). The URL must be https. 409: this URL is already imported, or the listing has 10 calendars. 429: this host added 10 calendars in the last 10 minutes.
     *
     *     Requires the `host` role.
     */
    post: operations['postListingsByIdCalendars'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/calendars/{calendarId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Stop importing a calendar: its imported nights and conflicts go with it
     * @description Requires the `host` role.
     */
    delete: operations['deleteListingsByIdCalendarsByCalendarId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/calendars/{calendarId}/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sync now: fetch and import this calendar again (a failure is in `lastError`)
     * @description 429: this host synced 10 times in the last 10 minutes (all calendars together).
     *
     *     Requires the `host` role.
     */
    post: operations['postListingsByIdCalendarsByCalendarIdSync'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The listing page in one request: listing, photos, rating, availability from today on, first reviews
     * @description One statement instead of the three calls GET /api/listings/:id, /availability and /reviews (which stay for other callers). Inactive listings: their host only. A deleted listing is 410 for everyone (search engines drop a page that is gone; an unknown id stays 404).
     */
    get: operations['getListingsByIdPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/reviewable-bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's stays at this listing that can be reviewed now
     * @description Approved, made by the caller, for this listing, check-out day reached, not reviewed yet (SPEC 5). 404 when the listing is deleted or inactive (not shown to the caller), as for GET /api/listings/:id. Newest first, keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     */
    get: operations['getListingsByIdReviewableBookings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A listing's approved reviews, newest first, with their average (one decimal) and count
     * @description What the listing page shows of each review (no ids of reviewers, stays or moderators); with a session, `mine` marks the viewer's own.
     */
    get: operations['getListingsByIdReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listings/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Activate or deactivate an own listing
     * @description Requires the `host` role.
     */
    patch: operations['patchListingsByIdStatus'];
    trace?: never;
  };
  '/api/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user (roles as stored now) */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the display name and "About you" (PRODUCT.md 10, issue 24 item 7)
     * @description `about` (at most 500 characters, trimmed) is shown on the public host page; left out, it stays as it is; null or blank clears it.
     */
    patch: operations['patchMe'];
    trace?: never;
  };
  '/api/me/email-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the signed-in user's email address is verified (PRODUCT.md 27) */
    get: operations['getMeEmailVerification'];
    put?: never;
    /** Send a new email verification link to the signed-in user (409 when already verified) */
    post: operations['postMeEmailVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/favourite-ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The ids of every listing the signed-in user has saved: one request marks every card */
    get: operations['getMeFavouriteIds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/favourites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's saved listings that renters can see, newest saved first
     * @description With both `checkin` and `checkout` (yyyy-MM-dd), each item says whether the stay fits its window and no night of [checkin, checkout) is taken (`availableForStay`; a stay starting before today fits nowhere). Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     */
    get: operations['getMeFavourites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/favourites/{listingId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save a listing to the signed-in user’s favourites (saving it again changes nothing)
     * @description 404 for a listing that does not exist or that renters cannot see (inactive, deleted); 409 when 500 listings are saved already (a listing saved before is still 204).
     */
    put: operations['putMeFavouritesByListingId'];
    post?: never;
    /** Remove a listing from the signed-in user’s favourites (204 whether it was saved or not) */
    delete: operations['deleteMeFavouritesByListingId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/notification-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether your notifications are also emailed */
    get: operations['getMeNotificationSettings'];
    /** Turn notification emails on or off (in-app notifications always stay on) */
    put: operations['putMeNotificationSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the password; every other session of the user ends (other devices, API tokens), this one continues */
    put: operations['putMePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the profile form edits: the name and "About you" (issue 24 item 7) */
    get: operations['getMeProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's active sessions (devices and API tokens), most recently used first
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     */
    get: operations['getMeSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out one of the signed-in user's sessions: its next request is refused on every replica (404 for anyone else's) */
    delete: operations['deleteMeSessionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user's notifications, newest first (PRODUCT.md 25)
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` for the next page.
     */
    get: operations['getNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one of your notifications read (opening it does); 404 for anyone else’s */
    post: operations['postNotificationsByIdRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark all your notifications read */
    post: operations['postNotificationsReadAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Live: your unread count, and each notification as it arrives (Server-Sent Events)
     * @description A `text/event-stream` authenticated by the session cookie. Each `notifications` event carries `{ unreadCount, latest? }` (NotificationStreamEvent): once on connect, then on every change, from whichever replica caused it. Comment heartbeats keep it open; it ends when its session ends (sign-out, sign out everywhere, password change) and after 15 minutes, when the browser reconnects (re-checking the session), and when this replica stops hearing the others (its fan-out connection broke). 406 when the client does not accept event streams; 429 when you already have 10 streams open; 503 while the fan-out is down (poll GET /api/notifications/unread-count meanwhile). Both with Retry-After.
     */
    get: operations['getNotificationsStream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of your notifications are unread (the bell; the live stream sends it too) */
    get: operations['getNotificationsUnreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The unsubscribe link opened in a browser: asks before turning emails off
     * @description Changes nothing by itself (scanners open links): the page has a button that POSTs to the same URL.
     */
    get: operations['getNotificationsUnsubscribe'];
    put?: never;
    /**
     * One-click unsubscribe (RFC 8058): turns the email notifications of the link’s account off
     * @description Authorised by the signed token of the List-Unsubscribe link, not by a session. The body is `List-Unsubscribe=One-Click` (form or multipart); in-app notifications stay on. 400 for a link that is not valid (nothing changes).
     */
    post: operations['postNotificationsUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exchange rates for one EUR: live (fetched now), cache (fetched within the hour) or fallback (built-in) */
    get: operations['getRates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: the database answers */
    get: operations['getReady'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Review a completed stay: the review is pending until an admin approves it
     * @description Only the booking's renter, for an approved stay whose check-out day has come, once per booking (403 / 409 'You can only review properties after completing your stay.'). 404 when the listing is deleted or inactive.
     */
    post: operations['postReviews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The author changes rating and comment; the review goes back to pending moderation */
    put: operations['putReviewsById'];
    post?: never;
    /** The author deletes their review */
    delete: operations['deleteReviewsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's own reviews in any status, newest first, optionally of one listing
     * @description Keyset-paginated: pass `nextCursor` back as `cursor` (with the same `listingId`) for the next page.
     */
    get: operations['getReviewsMine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who is signed in: the user, or null for a visitor
     * @description The shell asks this on every page. Unlike `GET /api/me` (401 when signed out), a visitor is an ordinary answer here, so a signed-out page logs no failed request.
     */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sitemap/listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active listings by id, with when each last changed (sitemap.xml)
     * @description Keyset-paginated by id: pass `nextCursor` back as `cursor` for the next page.
     */
    get: operations['getSitemapListings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sitemap/listings/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The active listings in id order cut into sitemap files of `size` (the sitemap index)
     * @description Each file: the cursor that starts it in GET /api/sitemap/listings, how many listings it holds and their latest change.
     */
    get: operations['getSitemapListingsFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload 1 to 10 images (multipart, field name free), 10 MB each: listings (hosts), destinations (admins)
     * @description The bytes must be a JPEG, PNG, GIF or WebP image of at most 40 megapixels, whatever the name or declared type. The original is stored re-encoded (orientation applied, no EXIF/GPS) with WebP variants 400, 800 and 1600 px wide (never wider than the original). 413 past 10 MB or 10 files; 429 past the per-user limits (UPLOAD_RATE_LIMIT requests a minute, 400 megapixels a minute, counted from the headers before decoding); 503 when the server has too many images waiting to be processed. Both answer with Retry-After and store nothing.
     */
    post: operations['postUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description A reported conversation, as an admin reads it (only while a report of it is open) */
    AdminConversation: {
      host: {
        /** @description An admin deactivated the account: it cannot sign in */
        deactivated: boolean;
        /** Format: uuid */
        id: string;
        /** @description The avatar's letters */
        initials: string;
        name: string;
      };
      /** Format: uuid */
      id: string;
      listing: components['schemas']['ConversationListing'];
      /** @description Oldest first; never empty */
      openReports: components['schemas']['ConversationReport'][];
      renter: {
        /** @description An admin deactivated the account: it cannot sign in */
        deactivated: boolean;
        /** Format: uuid */
        id: string;
        /** @description The avatar's letters */
        initials: string;
        name: string;
      };
    };
    /**
     * @description An amenity of shared-domain's catalogue (amenities.ts); new ids may be added
     * @enum {string}
     */
    AmenityId:
      | 'wifi'
      | 'kitchen'
      | 'parking'
      | 'sea-view'
      | 'beach-access'
      | 'pool'
      | 'air-conditioning'
      | 'heating'
      | 'washer'
      | 'workspace'
      | 'tv'
      | 'dryer'
      | 'dishwasher'
      | 'coffee-maker'
      | 'oven'
      | 'towels-linen'
      | 'hair-dryer'
      | 'iron'
      | 'fireplace'
      | 'ceiling-fan'
      | 'garden'
      | 'balcony'
      | 'bbq'
      | 'outdoor-shower'
      | 'cot'
      | 'high-chair'
      | 'step-free-entrance'
      | 'lift'
      | 'self-check-in'
      | 'ev-charger';
    /** @description A listing's window and its booked and free ranges */
    Availability: {
      /** @example 2026-07-01 */
      availableFrom: string;
      /** @example 2026-07-01 */
      availableTo: string;
      booked: components['schemas']['DateRange'][];
      free: components['schemas']['DateRange'][];
    };
    /** @description A stay request and its state, with the listing and renter it names */
    Booking: {
      /** Format: date-time */
      createdAt: string;
      /** @description Null unless `rejected`, and for rejections made before causes were kept */
      declineCause: (string & components['schemas']['DeclineCause']) | null;
      /** @description The host's own words when they rejected it (optional, at most 500 characters) */
      declineReason: string | null;
      /** @example 2026-07-01 */
      endDate: string;
      /**
       * Format: date-time
       * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
       */
      expiresAt: string | null;
      guests: components['schemas']['GuestCounts'];
      /** Format: uuid */
      hostId: string;
      /** Format: uuid */
      id: string;
      /** @description Kept for deleted listings too (PRODUCT.md 20) */
      listing: {
        city: string;
        country: string;
        title: string;
      };
      /** Format: uuid */
      listingId: string;
      message: string | null;
      renter: {
        /** @description Whether the renter verified their email address (hosts see "Email not verified") */
        emailVerified?: boolean;
        name: string | null;
      };
      /** Format: uuid */
      renterId: string;
      /** @example 2026-07-01 */
      startDate: string;
      status: components['schemas']['BookingStatus'];
      /** @description EUR, computed by the server: nights times price per night */
      totalPrice: number;
      /**
       * Format: date-time
       * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
       */
      updatedAt: string;
    };
    BookingInput: {
      /** @description yyyy-MM-dd, check-out */
      endDate: string;
      guests: components['schemas']['GuestsInput'];
      /** Format: uuid */
      listingId: string;
      message?: string | null;
      /** @description yyyy-MM-dd, check-in */
      startDate: string;
    };
    BookingNotification: {
      /** Format: date-time */
      createdAt: string;
      facts: {
        /** Format: uuid */
        bookingId: string;
        city: string;
        country: string;
        /** @example 2026-07-01 */
        endDate: string;
        guests?: components['schemas']['GuestCounts'];
        /** Format: uuid */
        listingId: string;
        listingTitle: string;
        /** @description Why a request was declined, as it read then (booking-rejected, booking-declined-*); absent in older notifications */
        reason?: string | null;
        renterName: string | null;
        /** @example 2026-07-01 */
        startDate: string;
        /** @description EUR */
        totalPrice: number;
      };
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind:
        | 'booking-requested'
        | 'booking-cancelled'
        | 'booking-approved'
        | 'booking-rejected'
        | 'booking-declined-dates-taken'
        | 'booking-declined-listing-removed'
        | 'booking-expired'
        | 'booking-request-expired';
      /** @description A path of the app, e.g. /bookings/{id}/approve */
      link: string;
      /** Format: date-time */
      readAt: string | null;
    };
    BookingRejection: {
      reason?: string | null;
    };
    /**
     * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
     * @enum {string}
     */
    BookingStatus: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
    /** @description A listing's calendar for its host: stays, requests, blocked nights and conflicts */
    Calendar: {
      blocks: components['schemas']['CalendarBlock'][];
      /** @description Imported events overlapping an approved stay: shown, taking no nights */
      conflicts: components['schemas']['CalendarConflict'][];
      listing: {
        /** @example 2026-07-01 */
        availableFrom: string;
        /** @example 2026-07-01 */
        availableTo: string;
        /** Format: uuid */
        id: string;
        isActive: boolean;
        title: string;
      };
      /** @description Pending requests not yet expired */
      requests: components['schemas']['CalendarStay'][];
      /** @description Approved bookings */
      stays: components['schemas']['CalendarStay'][];
    };
    CalendarBlock: {
      /** Format: uuid */
      calendarId: string | null;
      calendarName: string | null;
      /** @description yyyy-MM-dd, the day after the last blocked night */
      endDate: string;
      /** Format: uuid */
      id: string;
      /** @description The host's private note (never exported) */
      note: string | null;
      /** @enum {string} */
      source: 'host' | 'import';
      /** @example 2026-07-01 */
      startDate: string;
    };
    CalendarBlockInput: {
      /** @description yyyy-MM-dd, the day after the last one */
      endDate: string;
      note?: string | null;
      /** @description yyyy-MM-dd, the first blocked night */
      startDate: string;
    };
    CalendarConflict: {
      /** Format: uuid */
      calendarId: string;
      calendarName: string;
      /** @example 2026-07-01 */
      endDate: string;
      /** Format: uuid */
      id: string;
      /** @example 2026-07-01 */
      startDate: string;
      summary: string | null;
    };
    /** @description The new secret export feed (the previous one stops working) */
    CalendarExportUrl: {
      /** @description The secret feed, /api/calendars/<token>.ics (absolute) */
      exportUrl: string;
    };
    CalendarNotification: {
      /** Format: date-time */
      createdAt: string;
      facts: {
        calendarName: string | null;
        /** @example 2026-07-01 */
        endDate: string;
        /** Format: uuid */
        listingId: string;
        listingTitle: string;
        /** @example 2026-07-01 */
        startDate: string;
      };
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'calendar-conflict';
      /** @description A path of the app, e.g. /bookings/{id}/approve */
      link: string;
      /** Format: date-time */
      readAt: string | null;
    };
    CalendarStay: {
      /** Format: uuid */
      bookingId: string;
      /** @example 2026-07-01 */
      endDate: string;
      renterName: string | null;
      /** @example 2026-07-01 */
      startDate: string;
    };
    CalendarSubscription: {
      name: string;
      url: string;
    };
    /** @description The listing's secret export feed and the external calendars it imports */
    CalendarSync: {
      calendars: components['schemas']['ExternalCalendar'][];
      exportUrl: string;
    };
    /** @description The renter's latest booking of the listing */
    ConversationBooking: {
      /** @example 2026-07-01 */
      endDate: string;
      /** Format: uuid */
      id: string;
      /** @example 2026-07-01 */
      startDate: string;
      status: components['schemas']['BookingStatus'];
    };
    /** @description A conversation's header, as one of its parties sees it */
    ConversationDetail: {
      booking: components['schemas']['ConversationBooking'] | null;
      /** @description False when the other party's account is deactivated */
      canWrite: boolean;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      lastActivityAt: string;
      /** @description The newest message or event */
      lastMessage: {
        /** @description The start of a text, or the event in words */
        excerpt: string;
        fromMe: boolean;
        /** @enum {string} */
        kind: 'text' | 'event';
        /** Format: date-time */
        sentAt: string;
      } | null;
      listing: components['schemas']['ConversationListing'];
      otherParty: components['schemas']['ConversationParty'];
      /** @description The viewer has an open report of it */
      reportedByMe: boolean;
      role: components['schemas']['ConversationRole'];
      /** @description Something arrived since the viewer last opened it */
      unread: boolean;
    };
    /**
     * @description A booking event shown in the thread (`declined`: by the host or automatically)
     * @enum {string}
     */
    ConversationEvent: 'requested' | 'approved' | 'declined' | 'cancelled' | 'expired';
    /** @description A renter's message about a listing: starts the conversation, or adds to it when it exists */
    ConversationInput: {
      /** @description 1–2000 characters after trimming; no text-direction control characters */
      body: string;
      /** Format: uuid */
      listingId: string;
    };
    /** @description The listing a conversation is about */
    ConversationListing: {
      /** @description False once the host deactivated or deleted it: the thread stays readable and writable */
      available: boolean;
      city: string;
      country: string;
      /** Format: uuid */
      id: string;
      /** @description The first photo's card variant, or null without photos */
      imageUrl: string | null;
      title: string;
    };
    /** @description The conversation of a renter about a listing, or null when there is none */
    ConversationLookup: {
      /** Format: uuid */
      id: string | null;
    };
    /** @description A person in a conversation */
    ConversationParty: {
      /** Format: uuid */
      id: string;
      /** @description The avatar's letters */
      initials: string;
      name: string;
    };
    /** @description An open report of a conversation: the reported party is the other one, the one an admin may deactivate */
    ConversationReport: {
      /** Format: uuid */
      conversationId: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      listing: components['schemas']['ConversationListing'];
      reason: string;
      reported: {
        /** @description An admin deactivated the account: it cannot sign in */
        deactivated: boolean;
        /** Format: uuid */
        id: string;
        /** @description The avatar's letters */
        initials: string;
        name: string;
      };
      reporter: components['schemas']['ConversationParty'];
    };
    /** @description The report just filed; an admin reads the conversation while it is open */
    ConversationReportCreated: {
      /** Format: uuid */
      id: string;
    };
    /** @description A party's report of a conversation, for an admin to read */
    ConversationReportInput: {
      /** @description Why: 1–500 characters after trimming */
      reason: string;
    };
    /**
     * @description The viewer's side of a conversation
     * @enum {string}
     */
    ConversationRole: 'renter' | 'host';
    /** @description The conversation and the message just sent */
    ConversationStarted: {
      conversation: components['schemas']['ConversationDetail'];
      message: components['schemas']['TextMessage'];
    };
    /** @description A row of a person's inbox */
    ConversationSummary: {
      booking: components['schemas']['ConversationBooking'] | null;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      lastActivityAt: string;
      /** @description The newest message or event */
      lastMessage: {
        /** @description The start of a text, or the event in words */
        excerpt: string;
        fromMe: boolean;
        /** @enum {string} */
        kind: 'text' | 'event';
        /** Format: date-time */
        sentAt: string;
      } | null;
      listing: components['schemas']['ConversationListing'];
      otherParty: components['schemas']['ConversationParty'];
      role: components['schemas']['ConversationRole'];
      /** @description Something arrived since the viewer last opened it */
      unread: boolean;
    };
    /** @description The blocked nights, and the pending requests they declined */
    CreatedBlock: {
      /** Format: uuid */
      calendarId: string | null;
      calendarName: string | null;
      /** @description The pending requests these nights declined (their renters were notified), in date order */
      declinedRequests: components['schemas']['CalendarStay'][];
      /** @description yyyy-MM-dd, the day after the last blocked night */
      endDate: string;
      /** Format: uuid */
      id: string;
      /** @description The host's private note (never exported) */
      note: string | null;
      /** @enum {string} */
      source: 'host' | 'import';
      /** @example 2026-07-01 */
      startDate: string;
    };
    /** @description Nights from `start` to the day before `end` */
    DateRange: {
      /** @example 2026-07-01 */
      end: string;
      /** @example 2026-07-01 */
      start: string;
    };
    /**
     * @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing).
     * @enum {string}
     */
    DeclineCause: 'host' | 'dates-taken' | 'dates-blocked' | 'listing-removed';
    /** @description A destination of the home page, with its image */
    Destination: {
      /** Format: uuid */
      id: string;
      image: components['schemas']['Photo'];
      name: string;
      /** @description Position on the home page, from 0 */
      order: number;
    };
    DestinationChange: {
      /** @description The URL of an admin's upload (POST /api/uploads?folder=destinations); absent, null or empty: the image is kept */
      image?: string | null;
      /** @description Not blank */
      name: string;
    };
    DestinationInput: {
      /** @description The URL of an admin's upload (POST /api/uploads?folder=destinations) */
      image: string;
      /** @description Not blank */
      name: string;
    };
    DestinationMove: {
      /**
       * @description `up`: one place earlier on the home page; `down`: one place later
       * @enum {string}
       */
      direction: 'up' | 'down';
    };
    EmailVerification: {
      token: string;
    };
    /** @description Whether the signed-in user's email address is verified */
    EmailVerificationStatus: {
      email: string;
      verified: boolean;
      /** Format: date-time */
      verifiedAt: string | null;
    };
    /** @description Every failed call answers with this body. */
    Error: {
      code: components['schemas']['ErrorCode'];
      /** @description The HTTP status text (`Conflict`) */
      error: string;
      /** @description The refused inputs, as dotted paths in the body or query (`endDate`, `photos.0`): a form marks them */
      fields?: string[];
      /** @description What to tell the user, in English; a 500 (`INTERNAL`) never says more than that it failed */
      message: string;
      /** @description The HTTP status again */
      statusCode: number;
    };
    /**
     * @description What went wrong, as a stable machine code: branch on it, never on `message`. A code never changes meaning; new codes may be added.
     * @enum {string}
     */
    ErrorCode:
      | 'ABOUT_TOO_LONG'
      | 'ACCOUNT_DEACTIVATED'
      | 'ADDRESS_REQUIRED'
      | 'ADDRESS_TOO_LONG'
      | 'ADULTS_REQUIRED'
      | 'ALREADY_HOST'
      | 'AMENITY_UNKNOWN'
      | 'APPROVE_NIGHTS_TAKEN'
      | 'AVAILABLE_FROM_REQUIRED'
      | 'AVAILABLE_TO_REQUIRED'
      | 'BATHROOMS_INVALID'
      | 'BECOME_HOST_EMAIL_REGISTERED'
      | 'BECOME_HOST_FAILED'
      | 'BEDROOMS_INVALID'
      | 'BEDS_INVALID'
      | 'BLOCK_END_REQUIRED'
      | 'BLOCK_IN_PAST'
      | 'BLOCK_NOTE_TOO_LONG'
      | 'BLOCK_NOT_FOUND'
      | 'BLOCK_OUTSIDE_WINDOW'
      | 'BLOCK_OVERLAPS_BLOCK'
      | 'BLOCK_OVERLAPS_STAY'
      | 'BLOCK_RANGE_INVALID'
      | 'BLOCK_START_REQUIRED'
      | 'BOOKING_DATES_REQUIRED'
      | 'BOOKING_DATES_TAKEN'
      | 'BOOKING_DECLINE_REASON_TOO_LONG'
      | 'BOOKING_EXPIRED'
      | 'BOOKING_MESSAGE_TOO_LONG'
      | 'BOOKING_NOT_FOUND'
      | 'BOOKING_NOT_PENDING_APPROVE'
      | 'BOOKING_NOT_PENDING_CANCEL'
      | 'BOOKING_NOT_PENDING_REJECT'
      | 'CALENDAR_ADD_RATE_LIMITED'
      | 'CALENDAR_FEED_NOT_FOUND'
      | 'CALENDAR_LIMIT_REACHED'
      | 'CALENDAR_NAME_REQUIRED'
      | 'CALENDAR_NAME_TOO_LONG'
      | 'CALENDAR_NOT_FOUND'
      | 'CALENDAR_SYNC_HTTP_ERROR'
      | 'CALENDAR_SYNC_NOT_ICALENDAR'
      | 'CALENDAR_SYNC_RATE_LIMITED'
      | 'CALENDAR_SYNC_REFUSED_ADDRESS'
      | 'CALENDAR_SYNC_RESERVED_UID'
      | 'CALENDAR_SYNC_TOO_BIG'
      | 'CALENDAR_SYNC_TOO_COMPLEX'
      | 'CALENDAR_SYNC_TOO_MANY_EVENTS'
      | 'CALENDAR_SYNC_TOO_MANY_REDIRECTS'
      | 'CALENDAR_SYNC_UNREACHABLE'
      | 'CALENDAR_SYNC_UNREADABLE'
      | 'CALENDAR_URL_DUPLICATE'
      | 'CALENDAR_URL_INVALID'
      | 'CALENDAR_URL_NOT_HTTPS'
      | 'CANNOT_BOOK_OWN_LISTING'
      | 'CANNOT_MESSAGE_OWN_LISTING'
      | 'CHECK_IN_FIRST'
      | 'CHECK_IN_FROM_INVALID'
      | 'CHECK_IN_REQUIRED'
      | 'CHECK_OUT_BEFORE_CHECK_IN'
      | 'CHECK_OUT_BY_INVALID'
      | 'CHECK_OUT_REQUIRED'
      | 'CITY_REQUIRED'
      | 'CONFIRM_PASSWORD_REQUIRED'
      | 'CONVERSATION_ALREADY_REPORTED'
      | 'CONVERSATION_NOT_FOUND'
      | 'CONVERSATION_RECIPIENT_DEACTIVATED'
      | 'CONVERSATION_REPORT_NOT_FOUND'
      | 'COUNTRY_REQUIRED'
      | 'CURRENT_PASSWORD_REQUIRED'
      | 'CURRENT_PASSWORD_WRONG'
      | 'DATE_INVALID'
      | 'DATE_NOT_AVAILABLE'
      | 'DESCRIPTION_REQUIRED'
      | 'DESCRIPTION_TOO_LONG'
      | 'DESTINATION_ALREADY_FIRST'
      | 'DESTINATION_ALREADY_LAST'
      | 'DESTINATION_IMAGE_NOT_UPLOADED'
      | 'DESTINATION_NAME_AND_IMAGE_REQUIRED'
      | 'DESTINATION_NAME_REQUIRED'
      | 'DESTINATION_NOT_FOUND'
      | 'EMAIL_ALREADY_VERIFIED'
      | 'EMAIL_INVALID'
      | 'EMAIL_IN_USE'
      | 'EMAIL_REQUIRED'
      | 'EMAIL_TOO_LONG'
      | 'EMAIL_VERIFICATION_LINK_INVALID'
      | 'FAVOURITES_LIMIT_REACHED'
      | 'FORBIDDEN'
      | 'GUESTS_OVER_MAXIMUM'
      | 'GUEST_COUNT_INVALID'
      | 'HEADERS_TOO_LARGE'
      | 'HOST_CANNOT_START_CONVERSATION'
      | 'HOST_NOT_FOUND'
      | 'HOST_REASON_REQUIRED'
      | 'HOST_REASON_TOO_LONG'
      | 'HOST_REQUEST_ALREADY_PENDING'
      | 'HOST_REQUEST_DECIDED_MEANWHILE'
      | 'HOST_REQUEST_NOT_FOUND'
      | 'HOST_REQUEST_NOT_PENDING'
      | 'HOST_REQUEST_REJECTION_TOO_LONG'
      | 'HOUSE_RULES_TOO_LONG'
      | 'IMAGE_NOT_AN_IMAGE'
      | 'IMAGE_PIXEL_BUDGET_SPENT'
      | 'IMAGE_PROCESSING_BUSY'
      | 'IMAGE_TOO_LARGE'
      | 'IMAGE_TOO_MANY_PIXELS'
      | 'IMPORTED_BLOCK_NOT_REMOVABLE'
      | 'INFANTS_OVER_MAXIMUM'
      | 'INTERNAL'
      | 'INVALID_CURSOR'
      | 'INVALID_REQUEST'
      | 'LISTING_DATES_OUT_OF_ORDER'
      | 'LISTING_IMAGE_KEPT_REQUIRED'
      | 'LISTING_IMAGE_REQUIRED'
      | 'LISTING_NOT_FOUND'
      | 'LISTING_PHOTO_NOT_UPLOADED'
      | 'LISTING_UNAVAILABLE'
      | 'LIVE_NOTIFICATIONS_UNAVAILABLE'
      | 'MALFORMED_BODY'
      | 'MALFORMED_REQUEST'
      | 'MAX_GUESTS_INVALID'
      | 'MESSAGE_INVALID_CHARACTERS'
      | 'MESSAGE_REQUIRED'
      | 'MESSAGE_TOO_LONG'
      | 'MESSAGING_RATE_LIMITED'
      | 'NAME_INVALID_CHARACTERS'
      | 'NAME_NEEDS_LETTER'
      | 'NAME_REQUIRED'
      | 'NAME_TOO_LONG'
      | 'NEW_CONVERSATIONS_RATE_LIMITED'
      | 'NEW_PASSWORD_SAME_AS_CURRENT'
      | 'NOTIFICATION_NOT_FOUND'
      | 'NOT_ACCEPTABLE'
      | 'NOT_FOUND'
      | 'NOT_LISTING_OWNER'
      | 'ONLY_HOST_DECIDES_BOOKING'
      | 'ONLY_RENTER_CANCELS_BOOKING'
      | 'ONLY_REVIEWER_CHANGES_REVIEW'
      | 'PASSWORDS_DONT_MATCH'
      | 'PASSWORD_REQUIRED'
      | 'PASSWORD_RESET_LINK_INVALID'
      | 'PASSWORD_TOO_LONG'
      | 'PASSWORD_TOO_SHORT'
      | 'PAYLOAD_TOO_LARGE'
      | 'PETS_NOT_ALLOWED'
      | 'PLACE_TOO_LONG'
      | 'PRICE_INVALID'
      | 'PRICE_OUT_OF_RANGE'
      | 'PRICE_REQUIRED'
      | 'PRICE_TOO_MANY_DECIMALS'
      | 'PROPERTY_TYPE_REQUIRED'
      | 'RANGE_INCLUDES_UNAVAILABLE'
      | 'RATE_LIMITED'
      | 'REPORT_REASON_REQUIRED'
      | 'REPORT_REASON_TOO_LONG'
      | 'REQUEST_REFUSED'
      | 'REQUEST_TIMEOUT'
      | 'REVIEW_ALREADY_EXISTS'
      | 'REVIEW_BOOKING_REQUIRED'
      | 'REVIEW_COMMENT_REQUIRED'
      | 'REVIEW_COMMENT_TOO_LONG'
      | 'REVIEW_DECIDED_MEANWHILE'
      | 'REVIEW_NOT_ELIGIBLE'
      | 'REVIEW_NOT_FOUND'
      | 'REVIEW_NOT_PENDING'
      | 'REVIEW_ONLY_AFTER_STAY'
      | 'REVIEW_RATING_INVALID'
      | 'REVIEW_RATING_REQUIRED'
      | 'REVIEW_REJECTION_REASON_REQUIRED'
      | 'SEARCH_AMENITY_UNKNOWN'
      | 'SEARCH_BEDROOMS_INVALID'
      | 'SEARCH_CHECKOUT_MISSING'
      | 'SEARCH_CURRENCY_UNKNOWN'
      | 'SEARCH_GUESTS_INVALID'
      | 'SEARCH_LOCATION_TOO_LONG'
      | 'SEARCH_PRICE_INVALID'
      | 'SEARCH_PRICE_RANGE_INVERTED'
      | 'SEARCH_PROPERTY_TYPE_UNKNOWN'
      | 'SEARCH_SORT_UNKNOWN'
      | 'SERVICE_UNAVAILABLE'
      | 'SESSION_NOT_FOUND'
      | 'SIGN_IN_FAILED'
      | 'SIGN_IN_FIELDS_REQUIRED'
      | 'TEXT_INVALID_CHARACTERS'
      | 'TITLE_REQUIRED'
      | 'TITLE_TOO_LONG'
      | 'TOO_MANY_IMAGES'
      | 'TOO_MANY_NOTIFICATION_STREAMS'
      | 'UNAUTHENTICATED'
      | 'UNSUBSCRIBE_LINK_INVALID'
      | 'UNSUPPORTED_MEDIA_TYPE'
      | 'VALIDATION_FAILED';
    /** @description A booking event, written by the server when it happened */
    EventMessage: {
      booking: {
        /** @example 2026-07-01 */
        endDate: string;
        /** Format: uuid */
        id: string;
        /** @example 2026-07-01 */
        startDate: string;
      };
      event: components['schemas']['ConversationEvent'];
      /** @description Decimal; newer is larger */
      id: string;
      /** @enum {string} */
      kind: 'event';
      /** Format: date-time */
      sentAt: string;
    };
    /** @description An external calendar a listing imports, with the state of its last sync */
    ExternalCalendar: {
      eventCount: number;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      lastAttemptAt: string | null;
      lastError: string | null;
      /** Format: date-time */
      lastSyncedAt: string | null;
      name: string;
      url: string;
    };
    /** @description Every listing the caller has saved (at most MAX_FAVOURITES): marks the hearts on any card */
    FavouriteIds: {
      /** @description Newest saved first */
      ids: string[];
    };
    /** @description A saved listing as its card shows it, with when it was saved */
    FavouriteListing: {
      /** @description With `checkin` and `checkout`: whether the stay fits the window and no night of it is taken; null without dates */
      availableForStay: boolean | null;
      /** @example 2026-07-01 */
      availableFrom: string;
      /** @example 2026-07-01 */
      availableTo: string;
      /** @description Approved reviews only */
      averageRating: number | null;
      /** @description In halves */
      bathrooms: number;
      bedrooms: number;
      beds: number;
      city: string;
      country: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      isActive: boolean;
      /** @description Adults and children who fit */
      maxGuests: number;
      /** @description First photo, or null */
      photo: components['schemas']['Photo'] | null;
      /** @description EUR */
      pricePerNight: number;
      propertyType: components['schemas']['PropertyType'];
      reviewCount: number;
      /** Format: date-time */
      savedAt: string;
      title: string;
    };
    /** @description Who is coming. Bookings made before guests were asked read as two adults (one where the place takes one). */
    GuestCounts: {
      adults: number;
      children: number;
      /** @description Under 2; not counted against `maxGuests` */
      infants: number;
      pets: boolean;
    };
    /** @description Who is coming. Adults plus children must not exceed the listing's `maxGuests`; infants are not counted (at most 5); pets only where `houseRules.petsAllowed` (400 otherwise). */
    GuestsInput: {
      adults: number;
      children?: number;
      /** @description Under 2; not counted */
      infants?: number;
      /** @description Only where the house rules allow pets */
      pets?: boolean;
    };
    /** @description The process answers */
    Health: {
      /** @enum {string} */
      status: 'ok';
    };
    /** @description A booking of one of the host's listings, with the nights around it that are taken */
    HostBooking: {
      /** Format: date-time */
      createdAt: string;
      /** @description Null unless `rejected`, and for rejections made before causes were kept */
      declineCause: (string & components['schemas']['DeclineCause']) | null;
      /** @description The host's own words when they rejected it (optional, at most 500 characters) */
      declineReason: string | null;
      /** @example 2026-07-01 */
      endDate: string;
      /**
       * Format: date-time
       * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
       */
      expiresAt: string | null;
      guests: components['schemas']['GuestCounts'];
      /** Format: uuid */
      hostId: string;
      /** Format: uuid */
      id: string;
      /** @description Kept for deleted listings too (PRODUCT.md 20) */
      listing: {
        city: string;
        country: string;
        title: string;
      };
      /** Format: uuid */
      listingId: string;
      message: string | null;
      renter: {
        /** @description Whether the renter verified their email address (hosts see "Email not verified") */
        emailVerified?: boolean;
        name: string | null;
      };
      /** Format: uuid */
      renterId: string;
      /** @example 2026-07-01 */
      startDate: string;
      status: components['schemas']['BookingStatus'];
      /** @description For a pending request: its nights that an approved stay or a block (host or imported) took meanwhile, in date order; approving it would be a 409, only a rejection is left. Empty otherwise. */
      takenNights: {
        /** @description yyyy-MM-dd, the morning after the last of these nights */
        endDate: string;
        /** @example 2026-07-01 */
        startDate: string;
        /** @enum {string} */
        takenBy: 'stay' | 'block';
      }[];
      /** @description EUR, computed by the server: nights times price per night */
      totalPrice: number;
      /**
       * Format: date-time
       * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
       */
      updatedAt: string;
    };
    /** @description A host's public page: who they are, their rating and the first page of their active listings */
    HostProfile: {
      /** @description What they wrote about themselves */
      about: string | null;
      /** @description Over the approved reviews of their active listings, one decimal; null without any */
      averageRating: number | null;
      /**
       * Format: date-time
       * @description When their host request was approved (their account was created, without one)
       */
      hostingSince: string;
      /** Format: uuid */
      id: string;
      /** @description The avatar's letters, e.g. `MC` */
      initials: string;
      listings: components['schemas']['Page_ListingSummary'];
      name: string;
      /** @description Approved reviews of their active listings */
      reviewCount: number;
    };
    /** @description A request to become a host, and its decision */
    HostRequest: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** Format: uuid */
      id: string;
      name: string;
      reason: string;
      /** @description The admin's optional reason for a rejection; the requester sees it */
      rejectionReason: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** Format: uuid */
      reviewedBy: string | null;
      status: components['schemas']['HostRequestStatus'];
      /** Format: uuid */
      userId: string;
    };
    /** @description The stored request, and the requesting user (created now when signed out) */
    HostRequestCreated: {
      request: components['schemas']['HostRequest'];
      user: components['schemas']['User'];
    };
    HostRequestInput: {
      confirmPassword?: string | null;
      email?: string | null;
      name?: string | null;
      password?: string | null;
      reason?: string | null;
    };
    HostRequestNotification: {
      /** Format: date-time */
      createdAt: string;
      facts: {
        /** Format: uuid */
        hostRequestId: string;
        reason: string | null;
        requesterName: string;
      };
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'host-request-submitted' | 'host-request-approved' | 'host-request-rejected';
      /** @description A path of the app, e.g. /bookings/{id}/approve */
      link: string;
      /** Format: date-time */
      readAt: string | null;
    };
    HostRequestRejection: {
      reason?: string | null;
    };
    /** @enum {string} */
    HostRequestStatus: 'pending' | 'approved' | 'rejected';
    /** @description What a stay allows, and the host’s own rules */
    HouseRules: {
      eventsAllowed: boolean;
      petsAllowed: boolean;
      smokingAllowed: boolean;
      /** @description The host's own words; '' when none */
      text: string;
    };
    /** @description A listing with its photos, host and facts */
    Listing: {
      address: string;
      /** @description In catalogue order, no repeats */
      amenities: components['schemas']['AmenityId'][];
      /** @example 2026-07-01 */
      availableFrom: string;
      /** @example 2026-07-01 */
      availableTo: string;
      averageRating: number | null;
      /** @description In halves */
      bathrooms: number;
      bedrooms: number;
      beds: number;
      /** @example 15:00 */
      checkInFrom: string;
      /** @example 15:00 */
      checkOutBy: string;
      city: string;
      country: string;
      /** Format: date-time */
      createdAt: string;
      description: string;
      /** Format: uuid */
      hostId: string;
      hostName: string;
      houseRules: components['schemas']['HouseRules'];
      /** Format: uuid */
      id: string;
      isActive: boolean;
      /** @description Adults and children who fit */
      maxGuests: number;
      photos: components['schemas']['Photo'][];
      /** @description EUR */
      pricePerNight: number;
      propertyType: components['schemas']['PropertyType'];
      reviewCount: number;
      title: string;
    };
    ListingInput: {
      address: string;
      /** @description Ids of shared-domain's catalogue (AmenityId); repeats are folded */
      amenities: string[];
      /** @description yyyy-MM-dd */
      availableFrom: string;
      /** @description yyyy-MM-dd, after availableFrom */
      availableTo: string;
      /** @description 0 to 20, in halves (1.5) */
      bathrooms: string | number;
      /** @description 0 to 20 */
      bedrooms: string | number;
      /** @description 1 to 40 */
      beds: string | number;
      /** @description HH:mm, from when guests may arrive */
      checkInFrom: string;
      /** @description HH:mm, by when guests leave */
      checkOutBy: string;
      city: string;
      country: string;
      description: string;
      houseRules: {
        eventsAllowed: boolean;
        petsAllowed: boolean;
        smokingAllowed: boolean;
        /** @description At most 1000 characters */
        text?: string;
      };
      /** @description Adults and children who fit, 1 to 16 */
      maxGuests: string | number;
      /** @description 1 to 10 photo URLs: the host's own uploads (POST /api/uploads) or the listing's current photos */
      photos: string[];
      /** @description EUR, a positive decimal */
      pricePerNight: string | number;
      /** @description house | flat | villa | cottage | room | other */
      propertyType: string;
      title: string;
    };
    /** @description Everything the listing page shows: the listing, its availability and the newest reviews */
    ListingPage: {
      availability: components['schemas']['Availability'];
      listing: components['schemas']['Listing'];
      /** @description The newest 10 approved reviews; average and count cover all of them */
      reviews: {
        /** @description One decimal; null without reviews */
        averageRating: number | null;
        /** @description Approved reviews, newest first */
        items: components['schemas']['PublicReview'][];
        reviewCount: number;
      };
    };
    /** @description A listing's published reviews, with their average and count */
    ListingReviews: {
      /** @description One decimal; null without reviews */
      averageRating: number | null;
      /** @description Approved reviews, newest first */
      items: components['schemas']['PublicReview'][];
      reviewCount: number;
    };
    /** @description A page of matching listings, in the chosen order */
    ListingSearchPage: {
      items: components['schemas']['ListingSummary'][];
      nextCursor: string | null;
      /** @description Matches up to 1000, on the first page (no cursor); null on later pages */
      total: number | null;
      /** @description More than 1000 matches */
      totalCapped: boolean;
    };
    ListingStatus: {
      isActive: boolean;
    };
    ListingSummary: {
      /** @example 2026-07-01 */
      availableFrom: string;
      /** @example 2026-07-01 */
      availableTo: string;
      /** @description Approved reviews only */
      averageRating: number | null;
      /** @description In halves */
      bathrooms: number;
      bedrooms: number;
      beds: number;
      city: string;
      country: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      isActive: boolean;
      /** @description Adults and children who fit */
      maxGuests: number;
      /** @description First photo, or null */
      photo: components['schemas']['Photo'] | null;
      /** @description EUR */
      pricePerNight: number;
      propertyType: components['schemas']['PropertyType'];
      reviewCount: number;
      title: string;
    };
    /** @description A message for the person who asked (e.g. where to look for the email) */
    Message: {
      message: string;
    };
    /** @description A message to the other party of a conversation */
    MessageInput: {
      /** @description 1–2000 characters after trimming; no text-direction control characters */
      body: string;
    };
    MessageNotification: {
      /** Format: date-time */
      createdAt: string;
      facts: {
        /** Format: uuid */
        conversationId: string;
        /** @description The newest message of the thread while the notification is unread */
        excerpt: string;
        /** Format: uuid */
        listingId: string;
        listingTitle: string;
        /**
         * @description Where the link leads: guest or host app
         * @enum {string}
         */
        recipientRole: 'renter' | 'host';
        senderName: string;
      };
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'message-received';
      /** @description A path of the app, e.g. /bookings/{id}/approve */
      link: string;
      /** Format: date-time */
      readAt: string | null;
    };
    /** @description Texts: shared-domain notificationText(kind, facts) */
    Notification:
      | components['schemas']['BookingNotification']
      | components['schemas']['ReviewNotification']
      | components['schemas']['HostRequestNotification']
      | components['schemas']['CalendarNotification']
      | components['schemas']['MessageNotification'];
    /** @description The signed-in user's notification settings */
    NotificationSettings: {
      /** @description Each notification is also emailed (when the server has mail configured) */
      email: boolean;
    };
    /** @description A page of ActiveSession items, in the list's order */
    Page_ActiveSession: {
      items: {
        /** Format: date-time */
        createdAt: string;
        current: boolean;
        device: string;
        /** Format: uuid */
        id: string;
        /** Format: date-time */
        lastSeenAt: string;
      }[];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of Booking items, in the list's order */
    Page_Booking: {
      items: components['schemas']['Booking'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of ConversationReport items, in the list's order */
    Page_ConversationReport: {
      items: components['schemas']['ConversationReport'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of ConversationSummary items, in the list's order */
    Page_ConversationSummary: {
      items: components['schemas']['ConversationSummary'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of Destination items, in the list's order */
    Page_Destination: {
      items: components['schemas']['Destination'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of FavouriteListing items, in the list's order */
    Page_FavouriteListing: {
      items: components['schemas']['FavouriteListing'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of HostRequest items, in the list's order */
    Page_HostRequest: {
      items: components['schemas']['HostRequest'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of ListingSummary items, in the list's order */
    Page_ListingSummary: {
      items: components['schemas']['ListingSummary'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of the signed-in user's notifications, newest first */
    Page_Notification: {
      items: components['schemas']['Notification'][];
      nextCursor: string | null;
    };
    /** @description A page of Review items, in the list's order */
    Page_Review: {
      items: components['schemas']['Review'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of ReviewForModeration items, in the list's order */
    Page_ReviewForModeration: {
      items: components['schemas']['ReviewForModeration'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    /** @description A page of public listings by id, with their last change */
    Page_SitemapListing: {
      items: components['schemas']['SitemapListing'][];
      nextCursor: string | null;
    };
    /** @description A page of ThreadMessage items, in the list's order */
    Page_ThreadMessage: {
      items: components['schemas']['ThreadMessage'][];
      /** @description Pass it back as `cursor` for the next page; null on the last page */
      nextCursor: string | null;
    };
    PasswordChange: {
      confirmPassword: string;
      currentPassword: string;
      newPassword: string;
    };
    PasswordReset: {
      confirmPassword: string;
      password: string;
      token: string;
    };
    PasswordResetRequest: {
      email: string;
    };
    /** @description A stored image with its responsive variants */
    Photo: {
      /** @description Intrinsic height in px */
      height: number;
      /** @description The stored original (re-encoded without metadata) */
      url: string;
      /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
      variants: components['schemas']['PhotoVariant'][];
      /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
      width: number;
    };
    PhotoVariant: {
      url: string;
      /** @description px */
      width: number;
    };
    ProfileChange: {
      about?: string | null;
      name: string;
    };
    /** @description What the profile form edits */
    ProfileDetails: {
      /** @description Shown on their public host page */
      about: string | null;
      name: string;
    };
    /**
     * @description The kind of place
     * @enum {string}
     */
    PropertyType: 'house' | 'flat' | 'villa' | 'cottage' | 'room' | 'other';
    /** @description A published review: only what the listing page shows */
    PublicReview: {
      comment: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      /** @description Written by the signed-in viewer (their own: they may edit or delete it); false for visitors */
      mine: boolean;
      rating: number;
      reviewerName: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description Exchange rates for one EUR, and where they come from */
    Rates: {
      /** @enum {string} */
      base: 'EUR';
      /** Format: date-time */
      fetchedAt: string;
      rates: {
        EUR: number;
        GBP: number;
        USD: number;
      };
      /** @enum {string} */
      source: 'live' | 'cache' | 'fallback';
    };
    /** @description The database answers: the replica can take traffic */
    Readiness: {
      /** @enum {string} */
      status: 'ready';
    };
    /** @description A review of a completed stay and its moderation state */
    Review: {
      /** Format: uuid */
      bookingId: string;
      comment: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      listingId: string;
      rating: number;
      rejectionReason: string | null;
      /**
       * Format: date-time
       * @description When it was approved or rejected; null while it waits for moderation
       */
      reviewedAt: string | null;
      reviewedBy: string | null;
      /** Format: uuid */
      reviewerId: string;
      reviewerName: string | null;
      status: components['schemas']['ReviewStatus'];
      /** Format: date-time */
      updatedAt: string;
    };
    ReviewChange: {
      /** @description Not blank; at most 2000 characters once trimmed */
      comment: string;
      /** @description A whole number 1 to 5 */
      rating: number;
    };
    /** @description A review with the title of its listing, as the moderation list shows it */
    ReviewForModeration: {
      /** Format: uuid */
      bookingId: string;
      comment: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      listingId: string;
      listingTitle: string;
      rating: number;
      rejectionReason: string | null;
      /**
       * Format: date-time
       * @description When it was approved or rejected; null while it waits for moderation
       */
      reviewedAt: string | null;
      reviewedBy: string | null;
      /** Format: uuid */
      reviewerId: string;
      reviewerName: string | null;
      status: components['schemas']['ReviewStatus'];
      /** Format: date-time */
      updatedAt: string;
    };
    ReviewInput: {
      /**
       * Format: uuid
       * @description The completed stay
       */
      bookingId: string;
      /** @description Not blank; at most 2000 characters once trimmed */
      comment: string;
      /** @description A whole number 1 to 5 */
      rating: number;
    };
    ReviewNotification: {
      /** Format: date-time */
      createdAt: string;
      facts: {
        /** Format: uuid */
        listingId: string;
        listingTitle: string;
        rating: number;
        reason: string | null;
        reviewerName: string | null;
        /** Format: uuid */
        reviewId: string;
      };
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'review-approved' | 'review-rejected' | 'review-awaiting-moderation';
      /** @description A path of the app, e.g. /bookings/{id}/approve */
      link: string;
      /** Format: date-time */
      readAt: string | null;
    };
    ReviewRejection: {
      reason?: string | null;
    };
    /** @enum {string} */
    ReviewStatus: 'pending' | 'approved' | 'rejected';
    /** @enum {string} */
    Role: 'renter' | 'host' | 'admin';
    /** @description The signed-in user, or null for a visitor */
    Session: {
      user: components['schemas']['User'] | null;
    };
    /** @description The signed-in user; the session is in the httpOnly cookie set with this answer */
    SignedIn: {
      user: components['schemas']['User'];
    };
    SignInInput: {
      email: string;
      password: string;
      /** @default false */
      remember?: boolean;
    };
    SignUpInput: {
      /** @description Checked when sent (the sign-up form sends it) */
      confirmPassword?: string;
      email: string;
      name: string;
      password: string;
      /** @default false */
      remember?: boolean;
    };
    SitemapListing: {
      /** Format: uuid */
      id: string;
      /**
       * Format: date-time
       * @description When the listing last changed
       */
      lastmod: string;
    };
    /** @description How the public listings are cut into sitemap files */
    SitemapListingFiles: {
      files: {
        count: number;
        /**
         * Format: uuid
         * @description Pass as `cursor` (null: none) with `limit` = size to GET /api/sitemap/listings
         */
        cursor: string | null;
        /** Format: date-time */
        lastmod: string;
      }[];
      /** @description Public listings in all */
      total: number;
    };
    /** @description A person's message */
    TextMessage: {
      /** @description Plain text, line breaks kept: never render it as HTML */
      body: string;
      /** @description Decimal; newer is larger */
      id: string;
      /** @enum {string} */
      kind: 'text';
      /** Format: uuid */
      senderId: string;
      /** Format: date-time */
      sentAt: string;
    };
    /** @description A message or a booking event (`kind`) */
    ThreadMessage: components['schemas']['TextMessage'] | components['schemas']['EventMessage'];
    /** @description A Bearer token for `Authorization: Bearer <token>`, its lifetime and whose it is */
    Token: {
      expiresIn: number;
      token: string;
      /** @enum {string} */
      tokenType: 'Bearer';
      user: components['schemas']['User'];
    };
    TokenInput: {
      email: string;
      password: string;
    };
    /** @description How many conversations wait for the viewer, per side */
    UnreadConversations: {
      /** @description Threads about the viewer's listings, unread */
      host: number;
      /** @description Threads about stays, unread */
      renter: number;
    };
    /** @description How many notifications are unread */
    UnreadCount: {
      unreadCount: number;
    };
    UploadedImage: components['schemas']['Photo'] & {
      contentType: string;
      /** @description Bytes of the stored original */
      size: number;
    };
    /** @description The stored images, in the order sent: their URLs and their responsive variants */
    UploadedImages: {
      files: components['schemas']['UploadedImage'][];
      urls: string[];
    };
    /** @description A user account as its owner (and admins) see it */
    User: {
      /** Format: date-time */
      createdAt: string;
      email: string;
      /** Format: uuid */
      id: string;
      name: string;
      roles: components['schemas']['Role'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAdminConversationReports: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ConversationReport items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ConversationReport'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminConversationReportsByIdDeactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminConversationReportsByIdDismiss: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminConversationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A reported conversation, as an admin reads it (only while a report of it is open) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminConversation'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminConversationsByIdMessages: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ThreadMessage items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ThreadMessage'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminDestinations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ericeira",
         *       "image": "/uploads/destinations/1767225600000-ericeira.jpg"
         *     }
         */
        'application/json': components['schemas']['DestinationInput'];
      };
    };
    responses: {
      /** @description A destination of the home page, with its image */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Destination'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putAdminDestinationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DestinationChange'];
      };
    };
    responses: {
      /** @description A destination of the home page, with its image */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Destination'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteAdminDestinationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminDestinationsByIdMove: {
    parameters: {
      query?: {
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "direction": "up"
         *     }
         */
        'application/json': components['schemas']['DestinationMove'];
      };
    };
    responses: {
      /** @description A page of Destination items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_Destination'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminHostRequests: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
        status?: components['schemas']['HostRequestStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of HostRequest items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_HostRequest'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminHostRequestsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A request to become a host, and its decision */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HostRequest'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminHostRequestsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['HostRequestRejection'];
      };
    };
    responses: {
      /** @description A request to become a host, and its decision */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HostRequest'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminReviews: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
        status?: components['schemas']['ReviewStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ReviewForModeration items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ReviewForModeration'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminReviewsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A review with the title of its listing, as the moderation list shows it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewForModeration'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAdminReviewsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewRejection'];
      };
    };
    responses: {
      /** @description A review with the title of its listing, as the moderation list shows it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewForModeration'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      /** @description A message for the person who asked (e.g. where to look for the email) */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthPasswordResetConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordReset'];
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthSignin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ana@shoreline.test",
         *       "password": "Renter123!",
         *       "remember": true
         *     }
         */
        'application/json': components['schemas']['SignInInput'];
      };
    };
    responses: {
      /** @description The signed-in user; the session is in the httpOnly cookie set with this answer */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedIn'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthSignout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthSignoutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthSignup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ana Silva",
         *       "email": "ana@shoreline.test",
         *       "password": "Renter123!",
         *       "confirmPassword": "Renter123!",
         *       "remember": true
         *     }
         */
        'application/json': components['schemas']['SignUpInput'];
      };
    };
    responses: {
      /** @description The signed-in user; the session is in the httpOnly cookie set with this answer */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignedIn'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ana@shoreline.test",
         *       "password": "Renter123!"
         *     }
         */
        'application/json': components['schemas']['TokenInput'];
      };
    };
    responses: {
      /** @description A Bearer token for `Authorization: Bearer <token>`, its lifetime and whose it is */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Token'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postAuthVerifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailVerification'];
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postBookings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "listingId": "6f1c2b9e-8a4d-4c3e-9b7a-2d5e8f1a3c47",
         *       "startDate": "2026-07-01",
         *       "endDate": "2026-07-05",
         *       "guests": {
         *         "adults": 2,
         *         "children": 1,
         *         "infants": 0,
         *         "pets": false
         *       },
         *       "message": "Arriving by train around six."
         *     }
         */
        'application/json': components['schemas']['BookingInput'];
      };
    };
    responses: {
      /** @description A stay request and its state, with the listing and renter it names */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getBookingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A stay request and its state, with the listing and renter it names */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postBookingsByIdApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A stay request and its state, with the listing and renter it names */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postBookingsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A stay request and its state, with the listing and renter it names */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postBookingsByIdReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BookingRejection'];
      };
    };
    responses: {
      /** @description A stay request and its state, with the listing and renter it names */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getBookingsMine: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of Booking items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCalendarsByTokenIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/calendar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string;
        };
      };
      /** @description Not modified */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getConversations: {
    parameters: {
      query: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        role: components['schemas']['ConversationRole'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ConversationSummary items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ConversationSummary'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postConversations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConversationInput'];
      };
    };
    responses: {
      /** @description The conversation and the message just sent */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationStarted'];
        };
      };
      /** @description The conversation and the message just sent */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationStarted'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getConversationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A conversation's header, as one of its parties sees it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationDetail'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getConversationsByIdMessages: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque): older messages */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ThreadMessage items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ThreadMessage'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postConversationsByIdMessages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MessageInput'];
      };
    };
    responses: {
      /** @description A person's message */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TextMessage'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postConversationsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postConversationsByIdReports: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConversationReportInput'];
      };
    };
    responses: {
      /** @description The report just filed; an admin reads the conversation while it is open */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationReportCreated'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getConversationsLookup: {
    parameters: {
      query: {
        listingId: string;
        renterId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The conversation of a renter about a listing, or null when there is none */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationLookup'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getConversationsUnread: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many conversations wait for the viewer, per side */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadConversations'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getDestinations: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of Destination items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_Destination'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postHostRequests: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "reason": "I rent out my late aunt’s cottage in Ericeira every summer."
         *     }
         */
        'application/json': components['schemas']['HostRequestInput'];
      };
    };
    responses: {
      /** @description The stored request, and the requesting user (created now when signed out) */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HostRequestCreated'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHostRequestsMine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A request to become a host, and its decision */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HostRequest'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHostBookings: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of Booking items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHostBookingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A booking of one of the host's listings, with the nights around it that are taken */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HostBooking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHostListings: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ListingSummary items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ListingSummary'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHostsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A host's public page: who they are, their rating and the first page of their active listings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HostProfile'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getHostsByIdListings: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ListingSummary items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ListingSummary'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListings: {
    parameters: {
      query?: {
        /** @description Every one of these must be present, comma-separated AmenityId values */
        amenities?: string;
        /** @description yyyy-MM-dd */
        checkin?: string;
        /** @description yyyy-MM-dd */
        checkout?: string;
        /** @description USD, EUR (default) or GBP */
        currency?: string;
        cursor?: string;
        /** @description Adults and children who must fit, 1 to 16 */
        guests?: string;
        limit?: number;
        location?: string;
        /** @description per night, in `currency` */
        maxPrice?: string;
        /** @description At least, 0 to 20 */
        minBedrooms?: string;
        /** @description per night, in `currency` */
        minPrice?: string;
        /** @description newest | price-asc | price-desc | top-rated */
        sort?: string;
        /** @description Any of these types of place, comma-separated: house, flat, villa, cottage, room, other */
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of matching listings, in the chosen order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingSearchPage'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postListings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Sea-view flat above the harbour",
         *       "description": "Two rooms, a balcony over the boats and the beach five minutes away on foot.",
         *       "pricePerNight": 120,
         *       "address": "Rua da Praia 12",
         *       "city": "Cascais",
         *       "country": "Portugal",
         *       "availableFrom": "2026-06-01",
         *       "availableTo": "2026-09-30",
         *       "photos": [
         *         "/uploads/listings/1767225600000-harbour.jpg"
         *       ],
         *       "maxGuests": 4,
         *       "propertyType": "flat",
         *       "bedrooms": 2,
         *       "beds": 3,
         *       "bathrooms": 1.5,
         *       "checkInFrom": "15:00",
         *       "checkOutBy": "11:00",
         *       "houseRules": {
         *         "petsAllowed": false,
         *         "smokingAllowed": false,
         *         "eventsAllowed": false,
         *         "text": "Quiet hours from 22:00; please take your shoes off upstairs."
         *       },
         *       "amenities": [
         *         "wifi",
         *         "kitchen",
         *         "sea-view",
         *         "washer"
         *       ]
         *     }
         */
        'application/json': components['schemas']['ListingInput'];
      };
    };
    responses: {
      /** @description A listing with its photos, host and facts */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Listing'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A listing with its photos, host and facts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Listing'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putListingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "title": "Sea-view flat above the harbour",
         *       "description": "Two rooms, a balcony over the boats and the beach five minutes away on foot.",
         *       "pricePerNight": 120,
         *       "address": "Rua da Praia 12",
         *       "city": "Cascais",
         *       "country": "Portugal",
         *       "availableFrom": "2026-06-01",
         *       "availableTo": "2026-09-30",
         *       "photos": [
         *         "/uploads/listings/1767225600000-harbour.jpg"
         *       ],
         *       "maxGuests": 4,
         *       "propertyType": "flat",
         *       "bedrooms": 2,
         *       "beds": 3,
         *       "bathrooms": 1.5,
         *       "checkInFrom": "15:00",
         *       "checkOutBy": "11:00",
         *       "houseRules": {
         *         "petsAllowed": false,
         *         "smokingAllowed": false,
         *         "eventsAllowed": false,
         *         "text": "Quiet hours from 22:00; please take your shoes off upstairs."
         *       },
         *       "amenities": [
         *         "wifi",
         *         "kitchen",
         *         "sea-view",
         *         "washer"
         *       ]
         *     }
         */
        'application/json': components['schemas']['ListingInput'];
      };
    };
    responses: {
      /** @description A listing with its photos, host and facts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Listing'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteListingsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListingsByIdAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A listing's window and its booked and free ranges */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Availability'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postListingsByIdBlocks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CalendarBlockInput'];
      };
    };
    responses: {
      /** @description The blocked nights, and the pending requests they declined */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedBlock'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteListingsByIdBlocksByBlockId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        blockId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListingsByIdCalendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A listing's calendar for its host: stays, requests, blocked nights and conflicts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Calendar'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListingsByIdCalendarSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The listing's secret export feed and the external calendars it imports */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarSync'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postListingsByIdCalendarSyncToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The new secret export feed (the previous one stops working) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalendarExportUrl'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postListingsByIdCalendars: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CalendarSubscription'];
      };
    };
    responses: {
      /** @description An external calendar a listing imports, with the state of its last sync */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExternalCalendar'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Well-formed, but the server cannot use what it names (e.g. a calendar feed) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteListingsByIdCalendarsByCalendarId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        calendarId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postListingsByIdCalendarsByCalendarIdSync: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        calendarId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An external calendar a listing imports, with the state of its last sync */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExternalCalendar'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListingsByIdPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything the listing page shows: the listing, its availability and the newest reviews */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingPage'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The resource is gone for good */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListingsByIdReviewableBookings: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of Booking items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_Booking'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getListingsByIdReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A listing's published reviews, with their average and count */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingReviews'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  patchListingsByIdStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListingStatus'];
      };
    };
    responses: {
      /** @description A listing with its photos, host and facts */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Listing'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A user account as its owner (and admins) see it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  patchMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ana M. Silva"
         *     }
         */
        'application/json': components['schemas']['ProfileChange'];
      };
    };
    responses: {
      /** @description A user account as its owner (and admins) see it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMeEmailVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the signed-in user's email address is verified */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailVerificationStatus'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postMeEmailVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A message for the person who asked (e.g. where to look for the email) */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMeFavouriteIds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every listing the caller has saved (at most MAX_FAVOURITES): marks the hearts on any card */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavouriteIds'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMeFavourites: {
    parameters: {
      query?: {
        /** @description yyyy-MM-dd */
        checkin?: string;
        /** @description yyyy-MM-dd */
        checkout?: string;
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of FavouriteListing items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_FavouriteListing'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putMeFavouritesByListingId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listingId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteMeFavouritesByListingId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        listingId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMeNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user's notification settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettings'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putMeNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationSettings'];
      };
    };
    responses: {
      /** @description The signed-in user's notification settings */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationSettings'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putMePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "currentPassword": "Renter123!",
         *       "newPassword": "Shoreline456!",
         *       "confirmPassword": "Shoreline456!"
         *     }
         */
        'application/json': components['schemas']['PasswordChange'];
      };
    };
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMeProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description What the profile form edits */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileDetails'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMeSessions: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of ActiveSession items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_ActiveSession'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteMeSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getNotifications: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the signed-in user's notifications, newest first */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_Notification'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postNotificationsByIdRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many notifications are unread */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postNotificationsReadAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many notifications are unread */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getNotificationsStream: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/event-stream of `notifications` events */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': components['schemas']['Error'];
        };
      };
    };
  };
  getNotificationsUnreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How many notifications are unread */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getNotificationsUnsubscribe: {
    parameters: {
      query: {
        /** @description The link's credential, from the email's List-Unsubscribe */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/html: a page for whoever opened the link in a browser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
    };
  };
  postNotificationsUnsubscribe: {
    parameters: {
      query: {
        /** @description The link's credential, from the email's List-Unsubscribe */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/html: a page for whoever opened the link in a browser */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': components['schemas']['Error'];
        };
      };
    };
  };
  getRates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Exchange rates for one EUR, and where they come from */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rates'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReady: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The database answers: the replica can take traffic */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postReviews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "bookingId": "0b8e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
         *       "rating": 5,
         *       "comment": "Spotless, and the view is real."
         *     }
         */
        'application/json': components['schemas']['ReviewInput'];
      };
    };
    responses: {
      /** @description A review of a completed stay and its moderation state */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request conflicts with the current state (taken dates, an answered request…) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  putReviewsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewChange'];
      };
    };
    responses: {
      /** @description A review of a completed stay and its moderation state */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Review'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteReviewsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such resource (or not visible to the caller) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReviewsMine: {
    parameters: {
      query?: {
        /** @description The `nextCursor` of the previous page (opaque) */
        cursor?: string;
        /** @description Items per page (1–100) */
        limit?: number;
        listingId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of Review items, in the list's order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_Review'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user, or null for a visitor */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Session'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getSitemapListings: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of public listings by id, with their last change */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Page_SitemapListing'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getSitemapListingsFiles: {
    parameters: {
      query?: {
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description How the public listings are cut into sitemap files */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SitemapListingFiles'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  postUploads: {
    parameters: {
      query: {
        folder: 'listings' | 'destinations';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored images, in the order sent: their URLs and their responsive variants */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadedImages'];
        };
      };
      /** @description The request is invalid (a parameter or the body breaks a rule): `message` says which */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Signed in, but not allowed to do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body (or an uploaded file) is larger than allowed */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not of a type this operation takes (JSON, or multipart for uploads) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many requests from this client or for this account: wait `Retry-After` seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The request headers (cookies included) are larger than the server accepts: answered before routing */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The server failed; the details are in its log under the `X-Request-Id` */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is unavailable for now: try again shortly */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
