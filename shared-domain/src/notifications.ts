// Notifications (PRODUCT.md 25): what each event tells the person it concerns. A notification stores
// the facts of the event as they were (titles, names, dates, EUR totals), so it reads the same later;
// its texts come from `notificationText` in `messages.ts` and its link from `notificationLink` here.
// The API writes them, the shell shows them, emails repeat them.
import { paths } from './paths';
import type { ConversationRole } from './conversations';
import type { GuestCounts } from './listingFacts';
import type { Booking, IsoDate, IsoDateTime } from './types';

/** Booking events; each kind names who hears of it in its own words. */
export const BOOKING_NOTIFICATION_KINDS = [
  /** to the host: a renter asked for a stay */
  'booking-requested',
  /** to the host: the renter cancelled their pending request */
  'booking-cancelled',
  /** to the renter */
  'booking-approved',
  /** to the renter: the host rejected it */
  'booking-rejected',
  /** to the renter: the host approved an overlapping stay, so these dates are gone (PRODUCT.md 19) */
  'booking-declined-dates-taken',
  /** to the renter: the host deleted the listing while the request was pending */
  'booking-declined-listing-removed',
  /** to the renter: the host did not answer in time (PRODUCT.md 24) */
  'booking-expired',
  /** to the host: a request expired before they answered (PRODUCT.md 24) */
  'booking-request-expired',
] as const;

export const REVIEW_NOTIFICATION_KINDS = [
  /** to the reviewer */
  'review-approved',
  /** to the reviewer, with the admin's reason */
  'review-rejected',
  /** to every admin: a review waits for moderation */
  'review-awaiting-moderation',
] as const;

export const HOST_REQUEST_NOTIFICATION_KINDS = [
  /** to every admin: somebody asked to become a host */
  'host-request-submitted',
  /** to the requester: they are a host now */
  'host-request-approved',
  /** to the requester, with the admin's reason when one was given */
  'host-request-rejected',
] as const;

export const CALENDAR_NOTIFICATION_KINDS = [
  /** to the host: an imported calendar event overlaps an approved stay (PRODUCT.md 22, 23) */
  'calendar-conflict',
] as const;

export const MESSAGE_NOTIFICATION_KINDS = [
  /** to the other party of a conversation: a new message (one unread notification per thread) */
  'message-received',
] as const;

export type BookingNotificationKind = (typeof BOOKING_NOTIFICATION_KINDS)[number];
export type ReviewNotificationKind = (typeof REVIEW_NOTIFICATION_KINDS)[number];
export type HostRequestNotificationKind = (typeof HOST_REQUEST_NOTIFICATION_KINDS)[number];
export type CalendarNotificationKind = (typeof CALENDAR_NOTIFICATION_KINDS)[number];
export type MessageNotificationKind = (typeof MESSAGE_NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KINDS = [
  ...BOOKING_NOTIFICATION_KINDS,
  ...REVIEW_NOTIFICATION_KINDS,
  ...HOST_REQUEST_NOTIFICATION_KINDS,
  ...CALENDAR_NOTIFICATION_KINDS,
  ...MESSAGE_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface BookingNotificationFacts {
  bookingId: string;
  listingId: string;
  listingTitle: string;
  city: string;
  country: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** EUR, as the server computed it. */
  totalPrice: number;
  renterName: string | null;
  /** Who is coming (issue 24); absent in notifications written before guests were asked. */
  guests?: GuestCounts;
  /**
   * Why a request was declined, as it read then (`declineReasonText`); null for other events, absent
   * in notifications written before reasons were kept.
   */
  reason?: string | null;
}

/** What a booking's notifications say of it (without the decline reason, which only declines have). */
export function bookingNotificationFacts(booking: Booking): BookingNotificationFacts {
  return {
    bookingId: booking.id,
    listingId: booking.listingId,
    listingTitle: booking.listing.title,
    city: booking.listing.city,
    country: booking.listing.country,
    startDate: booking.startDate,
    endDate: booking.endDate,
    totalPrice: booking.totalPrice,
    renterName: booking.renter.name,
    guests: booking.guests,
  };
}

export interface ReviewNotificationFacts {
  reviewId: string;
  listingId: string;
  listingTitle: string;
  reviewerName: string | null;
  rating: number;
  /** The admin's reason (review-rejected). */
  reason: string | null;
}

export interface HostRequestNotificationFacts {
  hostRequestId: string;
  requesterName: string;
  /** The admin's reason (host-request-rejected), when one was given. */
  reason: string | null;
}

export interface CalendarNotificationFacts {
  listingId: string;
  listingTitle: string;
  /** The imported event's nights, half-open like a stay. */
  startDate: IsoDate;
  endDate: IsoDate;
  /** The other platform's calendar, as the host named it (or its address). */
  calendarName: string | null;
}

export interface MessageNotificationFacts {
  conversationId: string;
  listingId: string;
  listingTitle: string;
  senderName: string;
  /** The message's start (`messageExcerpt`); the newest one while the notification is unread. */
  excerpt: string;
  /** The recipient's side of the conversation: where the link leads (guest or host app). */
  recipientRole: ConversationRole;
}

/** What an event says: its kind and the facts its texts and link are made of. */
export type NotificationContent =
  | { kind: BookingNotificationKind; facts: BookingNotificationFacts }
  | { kind: ReviewNotificationKind; facts: ReviewNotificationFacts }
  | { kind: HostRequestNotificationKind; facts: HostRequestNotificationFacts }
  | { kind: CalendarNotificationKind; facts: CalendarNotificationFacts }
  | { kind: MessageNotificationKind; facts: MessageNotificationFacts };

/** GET /api/notifications items: one person's notification. */
export type Notification = NotificationContent & {
  id: string;
  /** Where it leads in the app (a path of `paths`). */
  link: string;
  createdAt: IsoDateTime;
  /** When its person opened it (or marked all as read); null while unread. */
  readAt: IsoDateTime | null;
};

/** What the live stream (`GET /api/notifications/stream`) sends: the count, and what just arrived. */
export interface NotificationStreamEvent {
  unreadCount: number;
  /** The notification that just arrived (absent on connect and after a mark-as-read elsewhere). */
  latest?: Notification;
}

/** A booking event and who hears of it, in which words: the party of the booking and their kind. */
export const BOOKING_EVENT_RECIPIENTS = Object.freeze({
  requested: [{ party: 'host', kind: 'booking-requested' }],
  cancelled: [{ party: 'host', kind: 'booking-cancelled' }],
  approved: [{ party: 'renter', kind: 'booking-approved' }],
  rejected: [{ party: 'renter', kind: 'booking-rejected' }],
  'declined-dates-taken': [{ party: 'renter', kind: 'booking-declined-dates-taken' }],
  'declined-listing-removed': [{ party: 'renter', kind: 'booking-declined-listing-removed' }],
  expired: [
    { party: 'renter', kind: 'booking-expired' },
    { party: 'host', kind: 'booking-request-expired' },
  ],
} as const satisfies Record<string, readonly { party: 'host' | 'renter'; kind: BookingNotificationKind }[]>);

export type BookingEvent = keyof typeof BOOKING_EVENT_RECIPIENTS;

/** The booking notifications one party of a booking hears: what their lists refresh on (issue 22). */
export function bookingNotificationKindsFor(party: 'host' | 'renter'): BookingNotificationKind[] {
  const recipients: readonly { party: 'host' | 'renter'; kind: BookingNotificationKind }[] =
    Object.values(BOOKING_EVENT_RECIPIENTS).flat();
  return recipients.filter((recipient) => recipient.party === party).map((recipient) => recipient.kind);
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** Where a notification leads: the screen where its person acts on it or sees the result. */
export function notificationLink(content: NotificationContent): string {
  switch (content.kind) {
    case 'booking-requested':
      return paths.approveBooking(content.facts.bookingId);
    case 'booking-cancelled':
    case 'booking-request-expired':
      return paths.manageBookings();
    case 'booking-approved':
    case 'booking-rejected':
    case 'booking-declined-listing-removed':
    case 'booking-expired':
      return paths.myBookings();
    case 'booking-declined-dates-taken':
      // The same place and dates: other listings there may still be free.
      return paths.search({
        location: content.facts.city,
        checkin: content.facts.startDate,
        checkout: content.facts.endDate,
      });
    case 'review-approved':
    case 'review-rejected':
      return paths.listing(content.facts.listingId);
    case 'review-awaiting-moderation':
      return paths.reviewRequests();
    case 'host-request-submitted':
      return paths.hostRequests();
    case 'host-request-approved':
      return paths.newListing();
    case 'host-request-rejected':
      return paths.becomeHost();
    case 'calendar-conflict':
      return paths.listingCalendar(content.facts.listingId);
    case 'message-received':
      return content.facts.recipientRole === 'host'
        ? paths.hostMessageThread(content.facts.conversationId)
        : paths.messageThread(content.facts.conversationId);
  }
}
