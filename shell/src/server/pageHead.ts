// What search engines and link previews read of a server-rendered page (issue 21 item 6): its own
// title and description, its canonical address, Open Graph and Twitter card tags (a listing's first
// photo as the image), and a listing's structured data (JSON-LD). Made from the same answers the page
// was rendered with.
import { formatMonthYear } from '@shoreline/shared-domain/formatDisplayDate';
import { hostingSince } from '@shoreline/shared-domain/messages';
import type { HostProfile, Listing } from '@shoreline/shared-domain/types';
import { documentTitle, findRoute } from '@shoreline/shared-ui/routes';
import type { PageState } from '../ssr/pageState';
import { listingStructuredData, type StructuredData } from './listingStructuredData';

export interface PageHead {
  title: string;
  /** What a link preview calls the page (the site's own name for the home page). */
  socialTitle: string;
  description: string;
  /** Absolute URL of the page without what does not change its content. */
  canonical: string;
  /** Absolute URL of the preview image, if the page has one. */
  image: string | null;
  type: 'website' | 'article';
  /** schema.org JSON-LD of what the page shows (a listing), written in the head as data. */
  structuredData: StructuredData | null;
}

export const SITE_DESCRIPTION =
  'Shoreline: cottages, flats and villas by the sea, from hosts who live there. Search coastal stays, ' +
  'book your dates and read reviews from guests.';

/** How a link to the home page introduces Shoreline (the page as built says the same). */
const SITE_TITLE = 'Shoreline: short stays by the coast';

/** The search parameters that choose what a search page lists (not its order or paging). */
const CANONICAL_SEARCH = ['location'];

/** A description fit for a snippet: one line, at most ~160 characters, cut at a word. */
function snippet(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

function listingOf(state: PageState, path: string): Listing | null {
  const answer = state.answers[path];
  if (answer?.status !== 200) return null;
  const body = answer.body as { listing?: Listing } | null;
  return body?.listing ?? null;
}

function hostOf(state: PageState, path: string): HostProfile | null {
  const answer = state.answers[path];
  return answer?.status === 200 ? (answer.body as HostProfile | null) : null;
}

/**
 * A host's page (issue 24 item 7): their name as the title; who they are, since when they host and
 * the start of what they wrote as the description; their newest stay's photo for a preview.
 */
function hostHead(base: PageHead, host: HostProfile, origin: string): PageHead {
  const since = hostingSince(formatMonthYear(host.hostingSince.slice(0, 10)));
  const photo = host.listings.items[0]?.photo;
  return {
    ...base,
    title: documentTitle(host.name),
    socialTitle: documentTitle(host.name),
    description: snippet(`${host.name}, host on Shoreline. ${since}.${host.about ? ` ${host.about}` : ''}`),
    image: photo ? new URL(photo.url, origin).href : null,
    type: 'website',
  };
}

/** Where a page that shows one thing (a listing, a host) finds its answer: the id and the API path. */
export interface PageSubject {
  id: string | undefined;
  pagePath: (id: string) => string;
}

/**
 * The head of the page at `state.href` on `origin` (the site's public address); for a listing page,
 * its id and the path of its page's answer, and the same for a host's page.
 */
export function pageHead(
  state: PageState,
  origin: string,
  listing: PageSubject,
  host?: PageSubject,
): PageHead {
  const url = new URL(state.href, origin);
  const route = findRoute(url.pathname);
  const canonical = new URL(url.pathname, origin);
  for (const name of CANONICAL_SEARCH) {
    const value = url.searchParams.get(name);
    if (route?.path === '/search' && value) canonical.searchParams.set(name, value);
  }
  const title = documentTitle(route?.title);
  const base: PageHead = {
    title,
    socialTitle: route?.path === '/' ? SITE_TITLE : title,
    description: SITE_DESCRIPTION,
    canonical: canonical.href,
    image: null,
    type: 'website',
    structuredData: null,
  };
  if (route?.path === '/search') {
    const place = url.searchParams.get('location');
    if (place) base.title = base.socialTitle = documentTitle(`Stays in ${place}`);
  }
  if (route?.path === '/hosts/:id' && host?.id !== undefined) {
    const shownHost = hostOf(state, host.pagePath(host.id));
    return shownHost ? hostHead(base, shownHost, origin) : base;
  }
  if (route?.path !== '/listings/:id' || listing.id === undefined) return base;
  const shown = listingOf(state, listing.pagePath(listing.id));
  if (!shown) return base;
  const photo = shown.photos[0];
  return {
    title: documentTitle(shown.title),
    socialTitle: documentTitle(shown.title),
    description: snippet(`${shown.city}, ${shown.country}. ${shown.description}`),
    canonical: canonical.href,
    image: photo ? new URL(photo.url, origin).href : null,
    type: 'article',
    structuredData: listingStructuredData(shown, canonical.href, origin),
  };
}
