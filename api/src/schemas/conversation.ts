import {
  CONVERSATION_EVENTS,
  CONVERSATION_ROLES,
  MAX_MESSAGE_LENGTH,
} from '@shoreline/shared-domain/conversations';
import { Type } from 'typebox';
import { IsoDate, IsoDateTime, Uuid } from '../lib/schemas';
import { BookingStatus } from './booking';
import { named } from './named';

// TypeBox mirrors of the conversation wire types in shared-domain/src/conversations.ts (issue 25).

/** A message id: a bigint, carried as a decimal string (a JavaScript number cannot hold every one). */
export const MessageId = Type.String({ pattern: '^[0-9]{1,19}$', description: 'Decimal; newer is larger' });

export const ConversationRole = named(
  'ConversationRole',
  Type.Enum(CONVERSATION_ROLES, { description: "The viewer's side of a conversation" }),
);

export const ConversationEvent = named(
  'ConversationEvent',
  Type.Enum(CONVERSATION_EVENTS, {
    description: 'A booking event shown in the thread (`declined`: by the host or automatically)',
  }),
);

export const ConversationParty = named(
  'ConversationParty',
  Type.Object({
    id: Uuid,
    name: Type.String(),
    initials: Type.String({ description: "The avatar's letters" }),
  }),
  'A person in a conversation',
);

export const ConversationListing = named(
  'ConversationListing',
  Type.Object({
    id: Uuid,
    title: Type.String(),
    city: Type.String(),
    country: Type.String(),
    imageUrl: Type.Union([Type.String(), Type.Null()], {
      description: "The first photo's card variant, or null without photos",
    }),
    available: Type.Boolean({
      description: 'False once the host deactivated or deleted it: the thread stays readable and writable',
    }),
  }),
  'The listing a conversation is about',
);

export const ConversationBooking = named(
  'ConversationBooking',
  Type.Object({ id: Uuid, status: BookingStatus, startDate: IsoDate, endDate: IsoDate }),
  "The renter's latest booking of the listing",
);

const summaryProperties = {
  id: Uuid,
  role: ConversationRole,
  listing: ConversationListing,
  otherParty: ConversationParty,
  lastMessage: Type.Union(
    [
      Type.Object({
        kind: Type.Union([Type.Literal('text'), Type.Literal('event')]),
        excerpt: Type.String({ description: 'The start of a text, or the event in words' }),
        fromMe: Type.Boolean(),
        sentAt: IsoDateTime,
      }),
      Type.Null(),
    ],
    { description: 'The newest message or event' },
  ),
  unread: Type.Boolean({ description: 'Something arrived since the viewer last opened it' }),
  booking: Type.Union([ConversationBooking, Type.Null()]),
  lastActivityAt: IsoDateTime,
};

export const ConversationSummary = named(
  'ConversationSummary',
  Type.Object(summaryProperties),
  "A row of a person's inbox",
);

export const ConversationDetail = named(
  'ConversationDetail',
  Type.Object({
    ...summaryProperties,
    reportedByMe: Type.Boolean({ description: 'The viewer has an open report of it' }),
    canWrite: Type.Boolean({ description: "False when the other party's account is deactivated" }),
  }),
  "A conversation's header, as one of its parties sees it",
);

export const TextMessage = named(
  'TextMessage',
  Type.Object({
    id: MessageId,
    sentAt: IsoDateTime,
    kind: Type.Literal('text'),
    senderId: Uuid,
    body: Type.String({ description: 'Plain text, line breaks kept: never render it as HTML' }),
  }),
  "A person's message",
);

export const EventMessage = named(
  'EventMessage',
  Type.Object({
    id: MessageId,
    sentAt: IsoDateTime,
    kind: Type.Literal('event'),
    event: ConversationEvent,
    booking: Type.Object({ id: Uuid, startDate: IsoDate, endDate: IsoDate }),
  }),
  'A booking event, written by the server when it happened',
);

export const ThreadMessage = named(
  'ThreadMessage',
  Type.Union([TextMessage, EventMessage], { description: 'A message or a booking event (`kind`)' }),
);

export const UnreadConversations = named(
  'UnreadConversations',
  Type.Object({
    renter: Type.Integer({ minimum: 0, description: 'Threads about stays, unread' }),
    host: Type.Integer({ minimum: 0, description: "Threads about the viewer's listings, unread" }),
  }),
  'How many conversations wait for the viewer, per side',
);

/** The body of a message as the API takes it; shared-domain's validateMessageBody has the last word. */
const MessageText = Type.String({
  // Longer than the limit here so that shared-domain answers with the form's own message.
  maxLength: 10 * MAX_MESSAGE_LENGTH,
  description: `1–${MAX_MESSAGE_LENGTH} characters after trimming; no text-direction control characters`,
});

export const MessageInput = named(
  'MessageInput',
  Type.Object({ body: MessageText }),
  'A message to the other party of a conversation',
);

export const ConversationInput = named(
  'ConversationInput',
  Type.Object({ listingId: Uuid, body: MessageText }),
  "A renter's message about a listing: starts the conversation, or adds to it when it exists",
);

export const ConversationStarted = named(
  'ConversationStarted',
  Type.Object({ conversation: ConversationDetail, message: TextMessage }),
  'The conversation and the message just sent',
);

export const ConversationLookup = named(
  'ConversationLookup',
  Type.Object({ id: Type.Union([Uuid, Type.Null()]) }),
  'The conversation of a renter about a listing, or null when there is none',
);
