// The data of a server-rendered page, fetched once by the shell's server from the API: the session
// (with the visitor's cookie, so a signed-in renter gets the signed-in header), the rates, and the
// page's own first requests (shared-ui's routeData: the very URLs the browser would ask for). Within
// a time budget: what has not answered by then is left out, the page renders its loading state there
// and the browser fetches it, as before. Never a blank page, never a wait past the budget.
import { DEFAULT_CURRENCY } from '@shoreline/shared-domain/constants';
import { todayIso } from '@shoreline/shared-domain/dates';
import type { Rates, User } from '@shoreline/shared-domain/types';
import type { RenderedAnswer } from '@shoreline/shared-ui/contract';
import { routeDataRequests } from '@shoreline/shared-ui/routeData';
import { readCurrencyCookie } from '@shoreline/shared-ui/shell/currencyPreference';
import type { PageState } from '../ssr/pageState';
import type { SharedAnswers } from './createSharedAnswers';

export interface PageDataRequest {
  /** Path and query of the page. */
  href: string;
  /** The visitor's Cookie header, forwarded to the API (the session) and read (the currency). */
  cookie?: string | undefined;
  /** The visitor's address, for the API's logs and limits (it trusts this server, like its proxy). */
  forwardedFor?: string | undefined;
  /** Where this server reaches the API, e.g. http://127.0.0.1:3000. */
  apiUrl: string;
  /** How long the API may take, in all; past it the page renders without what is missing. */
  budgetMs: number;
  /** Ends every request at once (the whole render was given up). */
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Where the answers that are the same for everyone (the rates) are shared between pages. */
  shared?: SharedAnswers | undefined;
}

/** The API could not be reached at all (every request refused or failed, none merely slow). */
export class ApiDownError extends Error {
  constructor(detail: string) {
    super(`The API is down: ${detail}`);
    this.name = 'ApiDownError';
  }
}

/** What GET /api/session answers a request without a cookie. */
const VISITOR: RenderedAnswer = { status: 200, body: { user: null } };

/** How one request went: its answer, or why there is none. */
type Outcome = { answer: RenderedAnswer } | { answer?: undefined; failure: 'late' | 'down' | 'unusable' };

/** Answers worth rendering: the API's JSON, a success or a refusal it explains (404, 400). */
function renderable(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400 || status === 404 || status === 410;
}

/**
 * GET `path` from the API: its answer, or no answer when it did not come in time (`late`), the API
 * could not be reached or failed (`down`: refused, reset, a 5xx: the browser tries again and shows its
 * own error state), or answered something else the page is not rendered with.
 */
async function getAnswer(path: string, request: PageDataRequest, signal: AbortSignal): Promise<Outcome> {
  const fetchImpl = request.fetch ?? globalThis.fetch;
  // Uncompressed: on the server's own network, compressing and inflating cost both sides CPU for nothing.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity' };
  if (request.cookie) headers.cookie = request.cookie;
  if (request.forwardedFor) headers['x-forwarded-for'] = request.forwardedFor;
  try {
    const response = await fetchImpl(new URL(path, request.apiUrl), { headers, signal });
    if (!renderable(response.status)) {
      await response.body?.cancel();
      return { failure: response.status >= 500 ? 'down' : 'unusable' };
    }
    return { answer: { status: response.status, body: await response.json() } };
  } catch {
    return { failure: signal.aborted ? 'late' : 'down' };
  }
}

/**
 * The page's state: everything the API answered within the budget. Rejects with an ApiDownError when
 * the API answered nothing at all and not for lack of time (the page is then rendered in the browser).
 */
export async function fetchPageState(request: PageDataRequest): Promise<PageState> {
  const timeout = AbortSignal.timeout(request.budgetMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const pagePaths = routeDataRequests(request.href);
  // The API knows a browser's session by its cookie alone: without one, it answers "no user" (a
  // visitor, a crawler), and asking costs both servers a request for nothing.
  const paths = [...(request.cookie ? ['/api/session'] : []), '/api/rates', ...pagePaths];
  const ask = (path: string) =>
    path === '/api/rates' && request.shared
      ? request.shared.get(
          path,
          () => getAnswer(path, request, signal),
          (outcome) => outcome.answer?.status === 200,
        )
      : getAnswer(path, request, signal);
  const outcomes = await Promise.all(paths.map(ask));
  if (outcomes.every((outcome) => outcome.answer === undefined && outcome.failure === 'down')) {
    throw new ApiDownError(`no answer from ${request.apiUrl}`);
  }
  const [session, rates, ...answers] = [
    ...(request.cookie ? [] : [VISITOR]),
    ...outcomes.map((outcome) => outcome.answer),
  ];
  const user = session?.status === 200 ? (session.body as { user?: User | null }).user : undefined;
  return {
    version: 1,
    href: request.href,
    today: todayIso(request.now?.() ?? new Date()),
    session: user === undefined ? null : { user },
    currency: readCurrencyCookie(request.cookie) ?? DEFAULT_CURRENCY,
    rates: rates?.status === 200 ? (rates.body as Rates) : null,
    answers: Object.fromEntries(
      pagePaths.flatMap((path, index) => {
        const answer = answers[index];
        return answer ? [[path, answer]] : [];
      }),
    ),
  };
}
