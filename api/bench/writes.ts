// Issue 28 item 6: the API's writes under load. `measureWrites` adds its own hosts, renters and
// listings to the database the API at `apiUrl` runs on (bench/writes/load-people.ts), signs them in,
// and measures with autocannon at `connections` connections, each request a distinct one:
// - `booking request`: POST /api/bookings, a renter (of 200) asks for 1–4 nights at a listing (of 500)
//   starting within REQUEST_DAYS days. Pending requests may overlap, so nearly all succeed; a 409
//   (nights taken) is counted apart from errors.
// - `approval`: POST /api/bookings/:id/approve, the listing's host approves one of the pending
//   requests loaded for it, each in its own nights (so none declines another or fails on taken nights).
// Each shape gets a short warm-up first (statements prepared, caches filled), then `seconds` measured.
// `npm run bench:writes -w api` (bench/writes/run.ts) runs it standalone, in rounds.
import autocannon from 'autocannon';
import { loadPendingRequests, loadPeople, REQUEST_DAYS, signInAll, type People } from './writes/load-people';

export interface WriteResult {
  shape: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Responses other than 2xx, but for `conflicts`. */
  non2xx: number;
  /** 409s (the nights were taken meanwhile): the product saying no, not a failure. */
  conflicts?: number;
}

// More of autocannon's API than bench/scale/autocannon.d.ts declares: a distinct request each time
// (`requests` with `setupRequest`) and the count of each status.
interface RawRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
const cannon = autocannon as unknown as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; setupRequest: (request: RawRequest) => RawRequest }[];
}) => Promise<
  Awaited<ReturnType<typeof autocannon>> & { statusCodeStats?: Record<string, { count: number }> }
>;

const WARM_UP_SECONDS = 2;
/** Enough pending requests for an approval rate no machine here reaches (they are cheap to load). */
const MAX_APPROVALS_PER_SECOND = 1500;

interface Outgoing {
  path: string;
  cookie: string;
  body?: string;
}

/** One autocannon run in which every request is `next()`'s (null: none left, the run ends early). */
async function run(
  shape: string,
  apiUrl: string,
  connections: number,
  seconds: number,
  next: () => Outgoing | null,
): Promise<WriteResult> {
  const result = await cannon({
    url: apiUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const out = next();
          if (!out) throw new Error(`${shape}: ran out of prepared requests`);
          const headers: Record<string, string> = { cookie: out.cookie };
          if (out.body !== undefined) headers['content-type'] = 'application/json';
          return { ...request, method: 'POST', path: out.path, headers, body: out.body };
        },
      },
    ],
  });
  const stats = result.statusCodeStats ?? {};
  const count = (code: string) => Number(stats[code]?.count ?? 0);
  const conflicts = count('409');
  return {
    shape,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx - conflicts,
    conflicts,
  };
}

/** Distinct booking requests: renter, listing and nights drawn at random, from tomorrow on. */
function bookingRequests(people: People, renterCookies: string[]): () => Outgoing {
  return () => {
    const renter = Math.floor(Math.random() * renterCookies.length);
    const listing = people.listings[Math.floor(Math.random() * people.listings.length)]!;
    const start = 1 + Math.floor(Math.random() * (REQUEST_DAYS - 5));
    const nights = 1 + Math.floor(Math.random() * 4);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return {
      path: '/api/bookings',
      cookie: renterCookies[renter]!,
      body: JSON.stringify({
        listingId: listing.id,
        startDate: day(start),
        endDate: day(start + nights),
        message: 'Bench stay',
        guests: { adults: 2 },
      }),
    };
  };
}

/** Fisher–Yates: consecutive approvals at different listings, as a busy marketplace has them. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export async function measureWrites(opts: {
  apiUrl: string;
  databaseUrl: string;
  seconds: number;
  connections: number;
}): Promise<WriteResult[]> {
  const { apiUrl, databaseUrl, seconds, connections } = opts;
  const people = await loadPeople(databaseUrl);
  const renterCookies = await signInAll(apiUrl, people.renters);
  const hostCookies = await signInAll(apiUrl, people.hosts);

  const book = bookingRequests(people, renterCookies);
  await run('booking request (warm-up)', apiUrl, connections, WARM_UP_SECONDS, book);
  const booking = await run('booking request', apiUrl, connections, seconds, book);

  const slotsPerListing = (count: number) => Math.ceil(count / people.listings.length);
  const warmCount = WARM_UP_SECONDS * MAX_APPROVALS_PER_SECOND;
  const warm = shuffle(await loadPendingRequests(databaseUrl, people, warmCount, 0));
  const pending = shuffle(
    await loadPendingRequests(
      databaseUrl,
      people,
      seconds * MAX_APPROVALS_PER_SECOND,
      slotsPerListing(warmCount),
    ),
  );
  const approvals = (queue: { id: string; host: number }[]) => () => {
    const request = queue.pop();
    return request
      ? { path: `/api/bookings/${request.id}/approve`, cookie: hostCookies[request.host]! }
      : null;
  };
  await run('approval (warm-up)', apiUrl, connections, WARM_UP_SECONDS, approvals(warm));
  const approval = await run('approval', apiUrl, connections, seconds, approvals(pending));
  return [booking, approval];
}
