// Searches, reads a listing page and requests a stay with the SDK @hey-api/openapi-ts makes from the
// contract (its default fetch client). Type-checked, never run.
import { client } from './client/client.gen';
import { getListings, getListingsByIdPage, postBookings } from './client/sdk.gen';

export async function bookAStay(token: string): Promise<string> {
  client.setConfig({ baseUrl: 'http://127.0.0.1:3000', auth: () => token });
  const { data: search } = await getListings({
    query: { location: 'Porto', checkin: '2027-07-01', checkout: '2027-07-05' },
    throwOnError: true,
  });
  const first = search.items[0];
  if (!first) return 'nothing free';
  const { data: page } = await getListingsByIdPage({ path: { id: first.id }, throwOnError: true });
  const { data: booking } = await postBookings({
    body: {
      listingId: page.listing.id,
      startDate: '2027-07-01',
      endDate: '2027-07-05',
      guests: { adults: 2 },
    },
    throwOnError: true,
  });
  return `${page.listing.title}: booking ${booking.id} is ${booking.status}`;
}
