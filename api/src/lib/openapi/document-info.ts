// The parts of the OpenAPI document that no route states: who publishes it, where it is served, how
// a client signs in, and what each tag groups. plugins/external/swagger.ts puts them in the document.

export const DOCUMENT_INFO = {
  title: 'Shoreline API',
  description:
    'Short-stay rental marketplace for the coast. Errors are always `{ statusCode, error, code, message, ' +
    'fields? }` (the `Error` schema): branch on `code`, a stable machine code from the `ErrorCode` enum ' +
    '(`BOOKING_DATES_TAKEN`, `VALIDATION_FAILED`, `RATE_LIMITED`, `INTERNAL`...), never on `message`; ' +
    'a 4xx message is meant for the user, a 500 says only that something failed, and `fields` names the ' +
    'refused inputs (`["endDate"]`) for a form to mark. Sign in with `POST /api/auth/signin` (session cookie, for ' +
    'browsers) or `POST /api/auth/token` (Bearer token, for other clients).',
  version: '2.0.0',
  contact: { name: 'Shoreline engineering', email: 'engineering@shoreline.test' },
  license: { name: 'Proprietary', url: 'https://shoreline.test/terms' },
};

export const SERVERS = [
  { url: '/', description: 'The origin that serves the apps (the shell proxies `/api`)' },
  { url: 'http://127.0.0.1:3000', description: 'The API run alone (`npm start -w api`)' },
];

export const SECURITY_SCHEMES = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: 'shoreline_session',
    description: 'The httpOnly session cookie set by sign-in, sign-up and become-host (browsers).',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A token from `POST /api/auth/token` in `Authorization: Bearer <token>`.',
  },
} as const;

/** Tag descriptions; a tag used by a route but missing here still gets a generic one (see swagger.ts). */
export const TAGS: Record<string, string> = {
  admin: 'Moderation and site content: host requests, reviews, destinations (admin role).',
  auth: 'Sign up, sign in (cookie or Bearer token) and sign out.',
  bookings: 'Stay requests and their decisions by host and renter.',
  destinations: 'The destinations shown on the home page.',
  health: 'Liveness and readiness for load balancers and orchestrators.',
  host: "A host's view of the bookings of their listings.",
  'host-requests': 'Asking to become a host.',
  hosts: "A host's public page: who they are, their rating and their active listings (no session needed).",
  listings: 'Search, read and (hosts) write listings, availability and reviews of a listing.',
  me: 'The signed-in user: profile, password, notification settings.',
  notifications: 'In-app notifications, their live stream and read state.',
  rates: 'EUR-based exchange rates for showing prices in other currencies.',
  reviews: 'Reviews of completed stays by their renters.',
  session: 'Who is signed in.',
  sitemap: "What the shell's server builds sitemap.xml from: the active listings' ids and last changes.",
  uploads: 'Image uploads for listings and destinations.',
  calendar: 'Availability calendars and blocked nights of listings.',
};
