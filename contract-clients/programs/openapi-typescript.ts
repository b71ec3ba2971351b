// Searches, reads a listing page and requests a stay with the types openapi-typescript makes from
// the contract (as shared-ui's `npm run api-types` does) and plain fetch. Type-checked, never run.
import type { paths } from './client/schema';

type SearchQuery = NonNullable<paths['/api/listings']['get']['parameters']['query']>;
type SearchPage = paths['/api/listings']['get']['responses'][200]['content']['application/json'];
type ListingPage = paths['/api/listings/{id}/page']['get']['responses'][200]['content']['application/json'];
type BookingRequest = NonNullable<
  paths['/api/bookings']['post']['requestBody']
>['content']['application/json'];
type Booking = paths['/api/bookings']['post']['responses'][201]['content']['application/json'];

const BASE_URL = 'http://127.0.0.1:3000';

async function call<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const response = await fetch(`${BASE_URL}${path}`, { ...init, headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function bookAStay(token: string): Promise<string> {
  const query: SearchQuery = { location: 'Porto', checkin: '2027-07-01', checkout: '2027-07-05' };
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const search = await call<SearchPage>(`/api/listings?${params}`, token);
  const first = search.items[0];
  if (!first) return 'nothing free';
  const page = await call<ListingPage>(`/api/listings/${encodeURIComponent(first.id)}/page`, token);
  const request: BookingRequest = {
    listingId: page.listing.id,
    startDate: '2027-07-01',
    endDate: '2027-07-05',
    guests: { adults: 2 },
  };
  const booking = await call<Booking>('/api/bookings', token, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  return `${page.listing.title}: booking ${booking.id} is ${booking.status}`;
}
