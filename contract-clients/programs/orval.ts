// Searches, reads a listing page and requests a stay with the functions orval makes from the contract
// (its `fetch` client: no HTTP library needed). Type-checked, never run.
import { getListings, getListingsByIdPage, postBookings } from './client/api';

export async function bookAStay(token: string): Promise<string> {
  const init: RequestInit = { headers: { Authorization: `Bearer ${token}` } };
  const search = await getListings(
    { location: 'Porto', checkin: '2027-07-01', checkout: '2027-07-05' },
    init,
  );
  if (search.status !== 200) throw new Error(`search answered ${search.status}`);
  const first = search.data.items[0];
  if (!first) return 'nothing free';
  const page = await getListingsByIdPage(first.id, init);
  if (page.status !== 200) throw new Error(`listing page answered ${page.status}`);
  const { listing } = page.data;
  const booking = await postBookings(
    { listingId: listing.id, startDate: '2027-07-01', endDate: '2027-07-05', guests: { adults: 2 } },
    init,
  );
  if (booking.status !== 201) throw new Error(`booking answered ${booking.status}`);
  return `${listing.title}: booking ${booking.data.id} is ${booking.data.status}`;
}
