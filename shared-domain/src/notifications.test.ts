import { formatMoney } from './pricing';
import { notificationText, notificationsBellLabel } from './messages';
import {
  NOTIFICATION_KINDS,
  isNotificationKind,
  notificationLink,
  type BookingNotificationFacts,
  type NotificationContent,
} from './notifications';

const booking: BookingNotificationFacts = {
  bookingId: 'b-1',
  listingId: 'l-1',
  listingTitle: 'Brighton Seafront Regency Flat',
  city: 'Brighton',
  country: 'United Kingdom',
  startDate: '2030-07-01',
  endDate: '2030-07-04',
  totalPrice: 360,
  renterName: 'Ana Silva',
};
const review = {
  reviewId: 'r-1',
  listingId: 'l-1',
  listingTitle: 'Alfama Rooftop',
  reviewerName: 'Ben Okafor',
  rating: 4,
  reason: null,
};
const hostRequest = { hostRequestId: 'h-1', requesterName: 'Chloe Martin', reason: null };
const calendar = {
  listingId: 'l-1',
  listingTitle: 'Alfama Rooftop',
  startDate: '2030-07-01',
  endDate: '2030-07-02',
  calendarName: 'Airbnb',
};

/** One example of every kind, so a new kind without texts or link fails here. */
function example(kind: (typeof NOTIFICATION_KINDS)[number]): NotificationContent {
  if (kind.startsWith('booking-')) return { kind, facts: booking } as NotificationContent;
  if (kind.startsWith('review-')) return { kind, facts: review } as NotificationContent;
  if (kind.startsWith('host-request-')) return { kind, facts: hostRequest } as NotificationContent;
  return { kind, facts: calendar } as NotificationContent;
}

const eur = (amount: number) => formatMoney(amount, 'EUR');

describe('notification texts and links', () => {
  it.each(NOTIFICATION_KINDS)('%s has a title, a body, an action and an app path', (kind) => {
    const text = notificationText(example(kind), eur);
    expect(text.title.length).toBeGreaterThan(0);
    expect(text.body.length).toBeGreaterThan(0);
    expect(text.action.length).toBeGreaterThan(0);
    expect(notificationLink(example(kind))).toMatch(/^\/[a-z]/);
    expect(isNotificationKind(kind)).toBe(true);
  });

  it('tells the host who asked, for which listing, which dates and what total, and links to the approve page', () => {
    const content: NotificationContent = { kind: 'booking-requested', facts: booking };
    const text = notificationText(content, eur);
    expect(text.title).toBe('New booking request for Brighton Seafront Regency Flat');
    expect(text.body).toBe(
      'Ana Silva asked to stay Jul 1, 2030 - Jul 4, 2030 (3 nights), total €360.00. Approve or reject the request.',
    );
    expect(notificationLink(content)).toBe('/bookings/b-1/approve');
  });

  it('tells the host who is coming, when the request said it (issue 24)', () => {
    const guests = { adults: 2, children: 1, infants: 0, pets: true };
    const text = notificationText({ kind: 'booking-requested', facts: { ...booking, guests } }, eur);
    expect(text.body).toBe(
      'Ana Silva asked to stay Jul 1, 2030 - Jul 4, 2030 (3 nights) for 2 adults, 1 child, pets, total €360.00. ' +
        'Approve or reject the request.',
    );
  });

  it('shows totals in the currency the caller formats with (the header currency in the app)', () => {
    const text = notificationText({ kind: 'booking-approved', facts: booking }, (amount) =>
      formatMoney(amount * 1.09, 'USD'),
    );
    expect(text.body).toContain('$392.40');
  });

  it('tells a renter whose dates were taken exactly that, and links to a search of the same place and dates', () => {
    const content: NotificationContent = { kind: 'booking-declined-dates-taken', facts: booking };
    // A notification from before reasons were kept reads as the approval's decline.
    expect(notificationText(content, eur).body).toContain(
      'was declined. Reason: Another request for these dates was approved.',
    );
    const blocked: NotificationContent = {
      kind: 'booking-declined-dates-taken',
      facts: { ...booking, reason: 'The host blocked these dates' },
    };
    expect(notificationText(blocked, eur).body).toBe(
      'Your request to stay Jul 1, 2030 - Jul 4, 2030 (3 nights) was declined. Reason: The host blocked these dates. ' +
        'Other places in Brighton may still be free.',
    );
    expect(notificationLink(content)).toBe(
      '/search?location=Brighton&checkin=2030-07-01&checkout=2030-07-04',
    );
  });

  it("gives the host's reason of a booking rejection, or none when there was none", () => {
    const withReason = notificationText(
      { kind: 'booking-rejected', facts: { ...booking, reason: 'We are closed for repairs' } },
      eur,
    );
    expect(withReason.body).toBe(
      'The host rejected your request to stay Jul 1, 2030 - Jul 4, 2030 (3 nights). Reason: We are closed for repairs.',
    );
    const without = notificationText({ kind: 'booking-rejected', facts: { ...booking, reason: null } }, eur);
    expect(without.body).toBe('The host rejected your request to stay Jul 1, 2030 - Jul 4, 2030 (3 nights).');
  });

  it("gives the admin's reason of a rejection, as one sentence", () => {
    const text = notificationText(
      { kind: 'review-rejected', facts: { ...review, reason: 'Please keep it about the stay.' } },
      eur,
    );
    expect(text.body).toBe(
      'An admin rejected your review. Reason: Please keep it about the stay. You can edit your review and it will be checked again.',
    );
    const hostText = notificationText(
      { kind: 'host-request-rejected', facts: { ...hostRequest, reason: 'Too few details' } },
      eur,
    );
    expect(hostText.body).toContain('Reason: Too few details. You can send a new request.');
  });

  it('tells a new host how to add a first listing and links to the listing form', () => {
    const content: NotificationContent = { kind: 'host-request-approved', facts: hostRequest };
    expect(notificationText(content, eur).body).toContain('Add your first listing');
    expect(notificationLink(content)).toBe('/listings/new');
  });

  it('names a renter without a name "Guest" and says 1 night in the singular', () => {
    const text = notificationText(
      { kind: 'booking-cancelled', facts: { ...booking, renterName: null, endDate: '2030-07-02' } },
      eur,
    );
    expect(text.body).toBe(
      'Guest cancelled their request to stay Jul 1, 2030 - Jul 2, 2030 (1 night). Those dates are open again.',
    );
  });

  it('names the bell with its count', () => {
    expect(notificationsBellLabel(0)).toBe('Notifications');
    expect(notificationsBellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('knows its kinds', () => {
    expect(isNotificationKind('booking-approved')).toBe(true);
    expect(isNotificationKind('booking-exploded')).toBe(false);
  });
});
