// Searches, reads a listing page and requests a stay with the client swagger-typescript-api makes
// from the contract (its fetch client). Type-checked, never run.
import { Api } from './client/api';

export async function bookAStay(token: string): Promise<string> {
  const client = new Api<string>({
    baseUrl: 'http://127.0.0.1:3000',
    securityWorker: (bearer) => (bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {}),
  });
  client.setSecurityData(token);
  const { data: search } = await client.api.getListings({
    location: 'Porto',
    checkin: '2027-07-01',
    checkout: '2027-07-05',
  });
  const first = search.items[0];
  if (!first) return 'nothing free';
  const { data: page } = await client.api.getListingsByIdPage(first.id);
  const { data: booking } = await client.api.postBookings({
    listingId: page.listing.id,
    startDate: '2027-07-01',
    endDate: '2027-07-05',
    guests: { adults: 2 },
  });
  return `${page.listing.title}: booking ${booking.id} is ${booking.status}`;
}
