/** @jest-environment node */
import type { PageState } from '../ssr/pageState';
import { pageHead, SITE_DESCRIPTION } from './pageHead';

const ORIGIN = 'https://shoreline.example';
const pagePath = (id: string) => `/api/listings/${id}/page`;
const stateAt = (href: string, answers: PageState['answers'] = {}): PageState => ({
  version: 1,
  href,
  today: '2026-11-30',
  session: null,
  currency: 'EUR',
  rates: null,
  answers,
});

describe('pageHead', () => {
  it('names a listing page after the stay, with its place, description and first photo', () => {
    const listing = {
      title: 'Surf Loft',
      city: 'Ericeira',
      country: 'Portugal',
      description: `A loft by the waves. ${'Long text. '.repeat(30)}`,
      photos: [{ url: '/uploads/listings/l1.jpg' }],
    };
    const head = pageHead(
      stateAt('/listings/l1?checkin=2026-12-01', { [pagePath('l1')]: { status: 200, body: { listing } } }),
      ORIGIN,
      {
        id: 'l1',
        pagePath,
      },
    );
    expect(head.title).toBe('Surf Loft · Shoreline');
    expect(head.canonical).toBe(`${ORIGIN}/listings/l1`);
    expect(head.image).toBe(`${ORIGIN}/uploads/listings/l1.jpg`);
    expect(head.description.startsWith('Ericeira, Portugal. A loft by the waves.')).toBe(true);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.type).toBe('article');
    // Its structured data names the same page and photo (listingStructuredData.test.ts has the rest).
    expect(head.structuredData).toMatchObject({
      '@type': 'VacationRental',
      url: `${ORIGIN}/listings/l1`,
      image: [`${ORIGIN}/uploads/listings/l1.jpg`],
    });
  });

  it("names a host's page after the host, with since when they host, what they wrote and a stay's photo", () => {
    const hostPath = (id: string) => `/api/hosts/${id}`;
    const host = {
      id: 'h1',
      name: 'Marina Costa',
      initials: 'MC',
      hostingSince: '2025-11-03T09:30:00.000Z',
      about: 'I grew up in Lisbon.\nAsk me about the beaches.',
      averageRating: 4.7,
      reviewCount: 23,
      listings: { items: [{ photo: { url: '/uploads/listings/l1.jpg' } }], nextCursor: null },
    };
    const head = pageHead(
      stateAt('/hosts/h1?ref=x', { [hostPath('h1')]: { status: 200, body: host } }),
      ORIGIN,
      { id: 'h1', pagePath },
      { id: 'h1', pagePath: hostPath },
    );
    expect(head).toMatchObject({
      title: 'Marina Costa · Shoreline',
      socialTitle: 'Marina Costa · Shoreline',
      description:
        'Marina Costa, host on Shoreline. Hosting since November 2025. I grew up in Lisbon. Ask me about the beaches.',
      canonical: `${ORIGIN}/hosts/h1`,
      image: `${ORIGIN}/uploads/listings/l1.jpg`,
      type: 'website',
      structuredData: null,
    });
    // Someone who does not host: the route's own title, the site's description.
    const missing = pageHead(
      stateAt('/hosts/h2', { [hostPath('h2')]: { status: 404, body: { message: 'Host not found' } } }),
      ORIGIN,
      { id: 'h2', pagePath },
      { id: 'h2', pagePath: hostPath },
    );
    expect(missing).toMatchObject({ title: 'Host · Shoreline', description: SITE_DESCRIPTION, image: null });
  });

  it('describes the home page as the site, and a search by its place', () => {
    const home = pageHead(stateAt('/'), ORIGIN, { id: undefined, pagePath });
    expect(home).toMatchObject({
      title: 'Find your place by the sea · Shoreline',
      socialTitle: 'Shoreline: short stays by the coast',
      description: SITE_DESCRIPTION,
      canonical: `${ORIGIN}/`,
      image: null,
      structuredData: null,
    });
    const search = pageHead(stateAt('/search?location=Lisbon&sort=price&minPrice=10'), ORIGIN, {
      id: undefined,
      pagePath,
    });
    expect(search.title).toBe('Stays in Lisbon · Shoreline');
    expect(search.canonical).toBe(`${ORIGIN}/search?location=Lisbon`);
  });

  it('keeps the generic head for a listing the API did not find', () => {
    const head = pageHead(
      stateAt('/listings/gone', { [pagePath('gone')]: { status: 404, body: {} } }),
      ORIGIN,
      {
        id: 'gone',
        pagePath,
      },
    );
    expect(head).toMatchObject({ title: 'Listing details · Shoreline', image: null, structuredData: null });
  });
});
