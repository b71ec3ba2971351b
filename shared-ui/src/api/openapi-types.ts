// Generated from api/openapi.json by `npm run openapi` (shared-ui/scripts/api-types.mjs): do not edit.
export interface paths {
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
     * Move a destination one place up or down the home page; answers every destination in order
     * @description 409 when it is already first (up) or last (down).
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
     * Host requests in one status (pending by default), newest first
     * @description Requires the `admin` role.
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
     * @description Requires the `admin` role.
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
     * @description Dates are half-open: `startDate` is the first night, `endDate` the check-out day. The stay must lie inside the listing window, start today or later and share no night with an approved booking (409 otherwise). A price sent by the client is ignored. Not allowed on your own listing (403).
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
    /** The signed-in renter's bookings, newest first, with the listing's title, city and country */
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
  '/api/destinations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Popular destinations for the home page, by `order` */
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
     * @description Requires the `host` role.
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
     * @description Requires the `host` role.
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
  '/api/listings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Active listings: search by place and free dates, price filter, four orders, keyset pages
     * @description `location` is a case-insensitive substring of city or country. With both `checkin` and `checkout`, only listings whose window contains the stay and that have no taken night (approved stay or host block) in [checkin, checkout); a stay starting before today matches nothing. `minPrice`/`maxPrice` are per night in `currency`, converted with the rates of GET /api/rates. `sort`: newest (default), price-asc, price-desc, top-rated (average, then count). Pass `nextCursor` back as `cursor` with the same filters and sort for the next page.
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
     * Replace every field and the photos of an own listing
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
     * @description Approved, made by the caller, for this listing, check-out day reached, not reviewed yet (SPEC 5). 404 when the listing is deleted or inactive (not shown to the caller), as for GET /api/listings/:id.
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
    /** Change the display name (PRODUCT.md 10) */
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
  '/api/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's active sessions (devices and API tokens), most recently used first */
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
    /** The caller's own reviews in any status, newest first, optionally of one listing */
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
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
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
        'application/json': {
          /** @description The URL of an admin's upload (POST /api/uploads?folder=destinations) */
          image?: string | null;
          name?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @description A stored image with its responsive variants */
            image: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            };
            name: string;
            /** @description Position on the home page, from 0 */
            order: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          /** @description The URL of an admin's upload (POST /api/uploads?folder=destinations) */
          image?: string | null;
          name?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @description A stored image with its responsive variants */
            image: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            };
            name: string;
            /** @description Position on the home page, from 0 */
            order: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  postAdminDestinationsByIdMove: {
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
         *       "direction": "up"
         *     }
         */
        'application/json': {
          /** @description `up`: one place earlier on the home page; `down`: one place later */
          direction: 'up' | 'down';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @description A stored image with its responsive variants */
            image: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            };
            name: string;
            /** @description Position on the home page, from 0 */
            order: number;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getAdminHostRequests: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: uuid */
            userId: string;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: uuid */
            userId: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: uuid */
            userId: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getAdminReviews: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'rejected';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: date-time */
            updatedAt: string;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          email: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          confirmPassword: string;
          password: string;
          token: string;
        };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          email: string;
          password: string;
          /** @default false */
          remember?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: uuid */
              id: string;
              name: string;
              roles: ('renter' | 'host' | 'admin')[];
            };
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          /** @description Checked when sent (the sign-up form sends it) */
          confirmPassword?: string;
          email: string;
          name: string;
          password: string;
          /** @default false */
          remember?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: uuid */
              id: string;
              name: string;
              roles: ('renter' | 'host' | 'admin')[];
            };
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          email: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            expiresIn: number;
            token: string;
            /** @enum {string} */
            tokenType: 'Bearer';
            user: {
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: uuid */
              id: string;
              name: string;
              roles: ('renter' | 'host' | 'admin')[];
            };
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          token: string;
        };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
         *       "message": "Arriving by train around six."
         *     }
         */
        'application/json': {
          /** @description yyyy-MM-dd, check-out */
          endDate?: string;
          /** Format: uuid */
          listingId: string;
          message?: string | null;
          /** @description yyyy-MM-dd, check-in */
          startDate?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getBookingsMine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getDestinations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @description A stored image with its responsive variants */
            image: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            };
            name: string;
            /** @description Position on the home page, from 0 */
            order: number;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          confirmPassword?: string | null;
          email?: string | null;
          name?: string | null;
          password?: string | null;
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            request: {
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
              /** @enum {unknown} */
              status: 'pending' | 'approved' | 'rejected';
              /** Format: uuid */
              userId: string;
            };
            user: {
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: uuid */
              id: string;
              name: string;
              roles: ('renter' | 'host' | 'admin')[];
            };
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: uuid */
            userId: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getHostBookings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description For a pending request: its nights that an approved stay or a block (host or imported) took meanwhile, in date order; approving it would be a 409, only a rejection is left. Empty otherwise. */
            takenNights: {
              /** @description yyyy-MM-dd, the morning after the last of these nights */
              endDate: string;
              /** @example 2026-07-01 */
              startDate: string;
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
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getHostListings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example 2026-07-01 */
            availableFrom: string;
            /** @example 2026-07-01 */
            availableTo: string;
            /** @description Approved reviews only */
            averageRating: number | null;
            city: string;
            country: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            /** @description First photo, or null */
            photo:
              | {
                  /** @description Intrinsic height in px */
                  height: number;
                  /** @description The stored original (re-encoded without metadata) */
                  url: string;
                  /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
                  variants: {
                    url: string;
                    /** @description px */
                    width: number;
                  }[];
                  /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
                  width: number;
                }
              | (never | null);
            /** @description EUR */
            pricePerNight: number;
            reviewCount: number;
            title: string;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getListings: {
    parameters: {
      query?: {
        /** @description yyyy-MM-dd */
        checkin?: string;
        /** @description yyyy-MM-dd */
        checkout?: string;
        /** @description USD, EUR (default) or GBP */
        currency?: string;
        cursor?: string;
        limit?: number;
        location?: string;
        /** @description per night, in `currency` */
        maxPrice?: string;
        /** @description per night, in `currency` */
        minPrice?: string;
        /** @description newest | price-asc | price-desc | top-rated */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @example 2026-07-01 */
              availableFrom: string;
              /** @example 2026-07-01 */
              availableTo: string;
              /** @description Approved reviews only */
              averageRating: number | null;
              city: string;
              country: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: uuid */
              id: string;
              isActive: boolean;
              /** @description First photo, or null */
              photo:
                | {
                    /** @description Intrinsic height in px */
                    height: number;
                    /** @description The stored original (re-encoded without metadata) */
                    url: string;
                    /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
                    variants: {
                      url: string;
                      /** @description px */
                      width: number;
                    }[];
                    /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
                    width: number;
                  }
                | (never | null);
              /** @description EUR */
              pricePerNight: number;
              reviewCount: number;
              title: string;
            }[];
            nextCursor: string | null;
            /** @description Matches up to 1000, on the first page (no cursor); null on later pages */
            total: number | null;
            /** @description More than 1000 matches */
            totalCapped: boolean;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
         *       ]
         *     }
         */
        'application/json': {
          address: string;
          /** @description yyyy-MM-dd */
          availableFrom: string;
          /** @description yyyy-MM-dd, after availableFrom */
          availableTo: string;
          city: string;
          country: string;
          description: string;
          /** @description 1 to 10 photo URLs: the host's own uploads (POST /api/uploads) or the listing's current photos */
          photos: string[];
          /** @description EUR, a positive decimal */
          pricePerNight: string | number;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            /** @example 2026-07-01 */
            availableFrom: string;
            /** @example 2026-07-01 */
            availableTo: string;
            averageRating: number | null;
            city: string;
            country: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: uuid */
            hostId: string;
            hostName: string;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            photos: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            }[];
            /** @description EUR */
            pricePerNight: number;
            reviewCount: number;
            title: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            /** @example 2026-07-01 */
            availableFrom: string;
            /** @example 2026-07-01 */
            availableTo: string;
            averageRating: number | null;
            city: string;
            country: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: uuid */
            hostId: string;
            hostName: string;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            photos: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            }[];
            /** @description EUR */
            pricePerNight: number;
            reviewCount: number;
            title: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
         *       ]
         *     }
         */
        'application/json': {
          address: string;
          /** @description yyyy-MM-dd */
          availableFrom: string;
          /** @description yyyy-MM-dd, after availableFrom */
          availableTo: string;
          city: string;
          country: string;
          description: string;
          /** @description 1 to 10 photo URLs: the host's own uploads (POST /api/uploads) or the listing's current photos */
          photos: string[];
          /** @description EUR, a positive decimal */
          pricePerNight: string | number;
          title: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            /** @example 2026-07-01 */
            availableFrom: string;
            /** @example 2026-07-01 */
            availableTo: string;
            averageRating: number | null;
            city: string;
            country: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: uuid */
            hostId: string;
            hostName: string;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            photos: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            }[];
            /** @description EUR */
            pricePerNight: number;
            reviewCount: number;
            title: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example 2026-07-01 */
            availableFrom: string;
            /** @example 2026-07-01 */
            availableTo: string;
            booked: {
              /** @example 2026-07-01 */
              end: string;
              /** @example 2026-07-01 */
              start: string;
            }[];
            free: {
              /** @example 2026-07-01 */
              end: string;
              /** @example 2026-07-01 */
              start: string;
            }[];
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          /** @description yyyy-MM-dd, the day after the last one */
          endDate?: string;
          note?: string | null;
          /** @description yyyy-MM-dd, the first blocked night */
          startDate?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            calendarId: string | null;
            calendarName: string | null;
            /** @description The pending requests these nights declined (their renters were notified), in date order */
            declinedRequests: {
              /** Format: uuid */
              bookingId: string;
              /** @example 2026-07-01 */
              endDate: string;
              renterName: string | null;
              /** @example 2026-07-01 */
              startDate: string;
            }[];
            /** @description yyyy-MM-dd, the day after the last blocked night */
            endDate: string;
            /** Format: uuid */
            id: string;
            /** @description The host's private note (never exported) */
            note: string | null;
            source: 'host' | 'import';
            /** @example 2026-07-01 */
            startDate: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            blocks: {
              /** Format: uuid */
              calendarId: string | null;
              calendarName: string | null;
              /** @description yyyy-MM-dd, the day after the last blocked night */
              endDate: string;
              /** Format: uuid */
              id: string;
              /** @description The host's private note (never exported) */
              note: string | null;
              source: 'host' | 'import';
              /** @example 2026-07-01 */
              startDate: string;
            }[];
            /** @description Imported events overlapping an approved stay: shown, taking no nights */
            conflicts: {
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
            }[];
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
            requests: {
              /** Format: uuid */
              bookingId: string;
              /** @example 2026-07-01 */
              endDate: string;
              renterName: string | null;
              /** @example 2026-07-01 */
              startDate: string;
            }[];
            /** @description Approved bookings */
            stays: {
              /** Format: uuid */
              bookingId: string;
              /** @example 2026-07-01 */
              endDate: string;
              renterName: string | null;
              /** @example 2026-07-01 */
              startDate: string;
            }[];
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            calendars: {
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
            }[];
            exportUrl: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The secret feed, /api/calendars/<token>.ics (absolute) */
            exportUrl: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          name: string;
          url: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            availability: {
              /** @example 2026-07-01 */
              availableFrom: string;
              /** @example 2026-07-01 */
              availableTo: string;
              booked: {
                /** @example 2026-07-01 */
                end: string;
                /** @example 2026-07-01 */
                start: string;
              }[];
              free: {
                /** @example 2026-07-01 */
                end: string;
                /** @example 2026-07-01 */
                start: string;
              }[];
            };
            listing: {
              address: string;
              /** @example 2026-07-01 */
              availableFrom: string;
              /** @example 2026-07-01 */
              availableTo: string;
              averageRating: number | null;
              city: string;
              country: string;
              /** Format: date-time */
              createdAt: string;
              description: string;
              /** Format: uuid */
              hostId: string;
              hostName: string;
              /** Format: uuid */
              id: string;
              isActive: boolean;
              photos: {
                /** @description Intrinsic height in px */
                height: number;
                /** @description The stored original (re-encoded without metadata) */
                url: string;
                /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
                variants: {
                  url: string;
                  /** @description px */
                  width: number;
                }[];
                /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
                width: number;
              }[];
              /** @description EUR */
              pricePerNight: number;
              reviewCount: number;
              title: string;
            };
            /** @description The newest 10 approved reviews; average and count cover all of them */
            reviews: {
              /** @description One decimal; null without reviews */
              averageRating: number | null;
              /** @description Approved reviews, newest first */
              items: {
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
              }[];
              reviewCount: number;
            };
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getListingsByIdReviewableBookings: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            /** @description Why a `rejected` request was: by its host, or automatically (the host approved another request for those dates, blocked them, or removed the listing). Null otherwise, and for rejections made before causes were kept. */
            declineCause: ('host' | 'dates-taken' | 'dates-blocked' | 'listing-removed') | (never | null);
            /** @description The host's own words when they rejected it (optional, at most 500 characters) */
            declineReason: string | null;
            /** @example 2026-07-01 */
            endDate: string;
            /**
             * Format: date-time
             * @description When an unanswered request expires: 72 hours after it was made, or at the end of its check-in day (12:00 UTC the day after, the end of that day at UTC-12), whichever is first. Null once answered.
             */
            expiresAt: string | null;
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
            /**
             * @description As of the moment of reading: a pending request past its `expiresAt` is `expired`
             * @enum {unknown}
             */
            status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';
            /** @description EUR, computed by the server: nights times price per night */
            totalPrice: number;
            /**
             * Format: date-time
             * @description When it last changed: a booking leaves `pending` once, so for the others when that happened
             */
            updatedAt: string;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description One decimal; null without reviews */
            averageRating: number | null;
            /** @description Approved reviews, newest first */
            items: {
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
            }[];
            reviewCount: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          isActive: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            address: string;
            /** @example 2026-07-01 */
            availableFrom: string;
            /** @example 2026-07-01 */
            availableTo: string;
            averageRating: number | null;
            city: string;
            country: string;
            /** Format: date-time */
            createdAt: string;
            description: string;
            /** Format: uuid */
            hostId: string;
            hostName: string;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            photos: {
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            }[];
            /** @description EUR */
            pricePerNight: number;
            reviewCount: number;
            title: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            roles: ('renter' | 'host' | 'admin')[];
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            name: string;
            roles: ('renter' | 'host' | 'admin')[];
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            email: string;
            verified: boolean;
            /** Format: date-time */
            verifiedAt: string | null;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Each notification is also emailed (when the server has mail configured) */
            email: boolean;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          /** @description Each notification is also emailed (when the server has mail configured) */
          email: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Each notification is also emailed (when the server has mail configured) */
            email: boolean;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          confirmPassword: string;
          currentPassword: string;
          newPassword: string;
        };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getMeSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: (
              | {
                  /** Format: date-time */
                  createdAt: string;
                  facts: {
                    /** Format: uuid */
                    bookingId: string;
                    city: string;
                    country: string;
                    /** @example 2026-07-01 */
                    endDate: string;
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
                  /** @enum {unknown} */
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
                }
              | {
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
                  /** @enum {unknown} */
                  kind: 'review-approved' | 'review-rejected' | 'review-awaiting-moderation';
                  /** @description A path of the app, e.g. /bookings/{id}/approve */
                  link: string;
                  /** Format: date-time */
                  readAt: string | null;
                }
              | {
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
                  /** @enum {unknown} */
                  kind: 'host-request-submitted' | 'host-request-approved' | 'host-request-rejected';
                  /** @description A path of the app, e.g. /bookings/{id}/approve */
                  link: string;
                  /** Format: date-time */
                  readAt: string | null;
                }
              | {
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
                  /** @enum {unknown} */
                  kind: 'calendar-conflict';
                  /** @description A path of the app, e.g. /bookings/{id}/approve */
                  link: string;
                  /** Format: date-time */
                  readAt: string | null;
                }
            )[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unreadCount: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unreadCount: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
          'text/event-stream': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            unreadCount: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
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
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            base: 'EUR';
            /** Format: date-time */
            fetchedAt: string;
            rates: {
              EUR: number;
              GBP: number;
              USD: number;
            };
            source: 'live' | 'cache' | 'fallback';
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ready';
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          /** @description The completed stay */
          bookingId?: string | '' | (never | null);
          comment?: string | null;
          /** @description A whole number 1 to 5 */
          rating?: number | string | (never | null);
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
        'application/json': {
          comment?: string | null;
          /** @description A whole number 1 to 5 */
          rating?: number | string | (never | null);
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
  getReviewsMine: {
    parameters: {
      query?: {
        listingId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
            /** @enum {unknown} */
            status: 'pending' | 'approved' | 'rejected';
            /** Format: date-time */
            updatedAt: string;
          }[];
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              /** Format: date-time */
              createdAt: string;
              email: string;
              /** Format: uuid */
              id: string;
              name: string;
              roles: ('renter' | 'host' | 'admin')[];
            } | null;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /**
               * Format: date-time
               * @description When the listing last changed
               */
              lastmod: string;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
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
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
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
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            files: ({
              /** @description Intrinsic height in px */
              height: number;
              /** @description The stored original (re-encoded without metadata) */
              url: string;
              /** @description WebP renditions, narrowest first (400, 800, 1600 px, never wider than the original) */
              variants: {
                url: string;
                /** @description px */
                width: number;
              }[];
              /** @description Intrinsic width in px (0: stored before variants, not yet backfilled) */
              width: number;
            } & {
              contentType: string;
              /** @description Bytes of the stored original */
              size: number;
            })[];
            urls: string[];
          };
        };
      };
      /** @description Every failed call answers with this body. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
      /** @description Every failed call answers with this body. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            error: string;
            message: string;
            statusCode: number;
          };
        };
      };
    };
  };
}
