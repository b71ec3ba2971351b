import type { BookingStatus, ReviewStatus } from '@shoreline/shared-domain/types';
import type { DemoAccount } from './demo-accounts';

type Renter = Extract<DemoAccount['key'], 'ana' | 'ben' | 'chloe'>;

export interface DemoBooking {
  renter: Renter;
  listing: string;
  /** Days from today (negative = past). */
  start: number;
  nights: number;
  status: BookingStatus;
  /** Days before today it was requested; by default two weeks before the stay, at most a day ago. */
  requestedDaysAgo?: number;
  message?: string;
  review?: { rating: number; comment: string; status: ReviewStatus; rejectionReason?: string };
}

// Facts other teams' browser tests rely on (see api/README.md "Demo data facts"):
// - Ana: an approved, completed stay WITHOUT a review at "Surf House near Grande Plage" (Biarritz),
//   one pending future booking, one approved future booking at "Brighton Seafront Regency Flat"
//   (today+30 -> today+35, blocking those nights), one rejected, one cancelled.
export const ANA_UNREVIEWED_STAY = { listing: 'biarritz', start: -30, nights: 5 } as const;
export const ANA_APPROVED_FUTURE = { listing: 'brighton', start: 30, nights: 5 } as const;

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  // Ana Silva
  { renter: 'ana', ...ANA_UNREVIEWED_STAY, status: 'approved', message: 'Coming for the surf festival!' },
  {
    renter: 'ana',
    listing: 'lisbon',
    start: -60,
    nights: 5,
    status: 'approved',
    review: {
      rating: 5,
      comment: 'The terrace at sunset is unforgettable. Marina was a wonderful host.',
      status: 'approved',
    },
  },
  {
    renter: 'ana',
    listing: 'split',
    start: 20,
    nights: 4,
    status: 'pending',
    message: 'Could we check in a little early?',
  },
  { renter: 'ana', ...ANA_APPROVED_FUTURE, status: 'approved' },
  { renter: 'ana', listing: 'nice', start: 40, nights: 3, status: 'rejected' },
  { renter: 'ana', listing: 'porto', start: 50, nights: 3, status: 'cancelled' },
  // Ben Okafor
  {
    renter: 'ben',
    listing: 'biarritz',
    start: -50,
    nights: 5,
    status: 'approved',
    review: {
      rating: 4,
      comment: 'Great waves and a lovely garden. A bit noisy on Saturday night.',
      status: 'approved',
    },
  },
  {
    renter: 'ben',
    listing: 'lisbon',
    start: -40,
    nights: 4,
    status: 'approved',
    review: {
      rating: 4,
      comment: 'Beautiful flat, steep stairs but worth it for the view.',
      status: 'pending',
    },
  },
  {
    renter: 'ben',
    listing: 'malibu',
    start: -70,
    nights: 4,
    status: 'approved',
    review: {
      rating: 1,
      comment: 'Buy my surf lessons at www.example.test!!!',
      status: 'rejected',
      rejectionReason: 'Advertising is not allowed in reviews.',
    },
  },
  {
    renter: 'ben',
    listing: 'brighton',
    start: 60,
    nights: 3,
    status: 'pending',
    message: 'Visiting for a conference at the Brighton Centre.',
  },
  { renter: 'ben', listing: 'lisbon', start: 10, nights: 4, status: 'approved' },
  { renter: 'ben', listing: 'santa-cruz', start: 15, nights: 3, status: 'cancelled' },
  // A request the host left unanswered for 72 hours (PRODUCT 24): listed under Ben's Past Bookings.
  {
    renter: 'ben',
    listing: 'cascais',
    start: 25,
    nights: 3,
    status: 'expired',
    requestedDaysAgo: 5,
    message: 'Is there parking near the house?',
  },
  // Chloe Martin
  {
    renter: 'chloe',
    listing: 'san-sebastian',
    start: -20,
    nights: 3,
    status: 'approved',
    review: { rating: 5, comment: 'Perfect location on the bay, spotless and calm.', status: 'approved' },
  },
  {
    renter: 'chloe',
    listing: 'lisbon',
    start: 40,
    nights: 5,
    status: 'pending',
    message: 'Two adults, one small dog if that is fine?',
  },
  { renter: 'chloe', listing: 'biarritz', start: 5, nights: 3, status: 'rejected' },
];

const PAST_COMMENTS: readonly [number, string][] = [
  [5, 'Exactly like the photos, and the sea is right there.'],
  [4, 'Lovely stay, well equipped kitchen, would come back.'],
  [5, 'The host thought of everything. Wonderful light in the mornings.'],
  [3, 'Nice place, a little smaller than expected.'],
  [4, 'Quiet, clean and close to the beach.'],
];

/**
 * Older completed stays with approved reviews, so most listings show a rating. They sit three
 * months back (today-88), clear of the stays above.
 */
export function pastReviewedStays(listingKeys: readonly string[]): DemoBooking[] {
  return listingKeys.map((listing, index) => {
    const [rating, comment] = PAST_COMMENTS[index % PAST_COMMENTS.length] ?? [4, 'Lovely stay.'];
    return {
      renter: index % 2 === 0 ? 'ben' : 'chloe',
      listing,
      start: -88,
      nights: 3,
      status: 'approved',
      review: { rating, comment, status: 'approved' },
    };
  });
}

/**
 * Nights a host closed on their calendar (issue 12): Marina's Lisbon flat, between Ben's stay and
 * Chloe's request, with a private note. Imported calendars are not seeded: the seed has no network.
 */
export const DEMO_BLOCKS = [
  { listing: 'lisbon', start: 24, nights: 3, note: 'Family visit' },
] as const satisfies readonly { listing: string; start: number; nights: number; note: string | null }[];
