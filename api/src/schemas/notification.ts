import {
  BOOKING_NOTIFICATION_KINDS,
  CALENDAR_NOTIFICATION_KINDS,
  HOST_REQUEST_NOTIFICATION_KINDS,
  MESSAGE_NOTIFICATION_KINDS,
  REVIEW_NOTIFICATION_KINDS,
} from '@shoreline/shared-domain/notifications';
import { CONVERSATION_ROLES } from '@shoreline/shared-domain/conversations';
import { Type, type TSchema } from 'typebox';
import { IsoDate, IsoDateTime, Uuid } from '../lib/schemas';
import { GuestCounts } from './booking';
import { named } from './named';

// TypeBox mirrors of the notification wire types in shared-domain/src/notifications.ts.

const Text = Type.String();
const NullableText = Type.Union([Type.String(), Type.Null()]);

const BookingFacts = Type.Object({
  bookingId: Uuid,
  listingId: Uuid,
  listingTitle: Text,
  city: Text,
  country: Text,
  startDate: IsoDate,
  endDate: IsoDate,
  totalPrice: Type.Number({ description: 'EUR' }),
  renterName: NullableText,
  guests: Type.Optional(GuestCounts),
  reason: Type.Optional(
    Type.Union([Type.String(), Type.Null()], {
      description:
        'Why a request was declined, as it read then (booking-rejected, booking-declined-*); absent in older notifications',
    }),
  ),
});

const ReviewFacts = Type.Object({
  reviewId: Uuid,
  listingId: Uuid,
  listingTitle: Text,
  reviewerName: NullableText,
  rating: Type.Integer(),
  reason: NullableText,
});

const HostRequestFacts = Type.Object({ hostRequestId: Uuid, requesterName: Text, reason: NullableText });

const CalendarFacts = Type.Object({
  listingId: Uuid,
  listingTitle: Text,
  startDate: IsoDate,
  endDate: IsoDate,
  calendarName: NullableText,
});

const MessageFacts = Type.Object({
  conversationId: Uuid,
  listingId: Uuid,
  listingTitle: Text,
  senderName: Text,
  excerpt: Type.String({ description: 'The newest message of the thread while the notification is unread' }),
  recipientRole: Type.Enum(CONVERSATION_ROLES, { description: 'Where the link leads: guest or host app' }),
});

const common = {
  id: Uuid,
  link: Type.String({ description: 'A path of the app, e.g. /bookings/{id}/approve' }),
  createdAt: IsoDateTime,
  readAt: Type.Union([IsoDateTime, Type.Null()]),
};

const variant = (name: string, kinds: readonly string[], facts: TSchema) =>
  named(name, Type.Object({ ...common, kind: Type.Enum(kinds), facts }));

export const Notification = named(
  'Notification',
  Type.Union(
    [
      variant('BookingNotification', BOOKING_NOTIFICATION_KINDS, BookingFacts),
      variant('ReviewNotification', REVIEW_NOTIFICATION_KINDS, ReviewFacts),
      variant('HostRequestNotification', HOST_REQUEST_NOTIFICATION_KINDS, HostRequestFacts),
      variant('CalendarNotification', CALENDAR_NOTIFICATION_KINDS, CalendarFacts),
      variant('MessageNotification', MESSAGE_NOTIFICATION_KINDS, MessageFacts),
    ],
    { description: 'Texts: shared-domain notificationText(kind, facts)' },
  ),
);

export const UnreadCount = named(
  'UnreadCount',
  Type.Object({ unreadCount: Type.Integer({ minimum: 0 }) }),
  'How many notifications are unread',
);

export const NotificationSettings = named(
  'NotificationSettings',
  Type.Object({
    email: Type.Boolean({
      description: 'Each notification is also emailed (when the server has mail configured)',
    }),
  }),
  "The signed-in user's notification settings",
);
