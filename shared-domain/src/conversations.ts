// Messages between renters and hosts (issue 25): the wire types of a conversation and its messages,
// and the limits both the API and the apps keep. One conversation per (renter, listing): asked before
// a booking, it carries on through the request, the stay and after, with the booking's events in it.
import { excerptOf } from './excerptOf';
import type { BookingStatus, IsoDate, IsoDateTime, Page } from './types';

/** A message's text, after trimming: 1 to this many characters (UTF-16 units, as `String.length`). */
export const MAX_MESSAGE_LENGTH = 2000;
/** A report's reason, after trimming. */
export const MAX_CONVERSATION_REPORT_LENGTH = 500;
/** A thread's page: newest first. */
export const MESSAGES_PAGE_SIZE = 30;
/** An inbox page: the most recently active conversations first. */
export const INBOX_PAGE_SIZE = 20;
/** Per person, across replicas: messages sent ... */
export const MESSAGE_RATE_LIMIT = Object.freeze({ max: 30, windowMs: 60_000 });
/** ... and conversations started (a renter's first message about a listing). */
export const NEW_CONVERSATION_RATE_LIMIT = Object.freeze({ max: 10, windowMs: 60 * 60_000 });
/** At most one email per thread and recipient this often, and only while they have not read it. */
export const MESSAGE_EMAIL_DIGEST_MS = 15 * 60_000;
/** How much of a message an inbox row, a notification and an email preview show. */
export const MESSAGE_EXCERPT_LENGTH = 140;

/** Which side of a conversation the viewer is on. */
export const CONVERSATION_ROLES = ['renter', 'host'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** Booking events shown in the thread (both sides see them); one row each, written with the event. */
export const CONVERSATION_EVENTS = ['requested', 'approved', 'declined', 'cancelled', 'expired'] as const;
export type ConversationEvent = (typeof CONVERSATION_EVENTS)[number];

export interface ConversationParty {
  id: string;
  name: string;
  /** The avatar's letters (`initialsOf`). */
  initials: string;
}

export interface ConversationListing {
  id: string;
  title: string;
  city: string;
  country: string;
  /** Its first photo (the 320 px card variant), or null. */
  imageUrl: string | null;
  /** False once the host deactivated or deleted it: the thread stays readable, the link goes nowhere. */
  available: boolean;
}

/** The renter's latest booking of the listing, what the host's inbox shows beside the thread. */
export interface ConversationBooking {
  id: string;
  status: BookingStatus;
  startDate: IsoDate;
  endDate: IsoDate;
}

/** GET /api/conversations items: one row of a person's inbox. */
export interface ConversationSummary {
  id: string;
  /** The viewer's side of it. */
  role: ConversationRole;
  listing: ConversationListing;
  /** The renter when the viewer hosts, the host when the viewer rents. */
  otherParty: ConversationParty;
  /** The newest message or event; null never happens for a listed conversation but is typed honestly. */
  lastMessage: { kind: 'text' | 'event'; excerpt: string; fromMe: boolean; sentAt: IsoDateTime } | null;
  /** Something arrived since the viewer last opened it. */
  unread: boolean;
  booking: ConversationBooking | null;
  lastActivityAt: IsoDateTime;
}

/** GET /api/conversations/:id: the thread's header. */
export interface ConversationDetail extends ConversationSummary {
  /** The viewer reported it and an admin has not dealt with the report yet. */
  reportedByMe: boolean;
  /** False when the other party's account is deactivated: the thread is read-only. */
  canWrite: boolean;
}

interface ThreadMessageBase {
  id: string;
  sentAt: IsoDateTime;
}
/** A person's message: plain text, line breaks kept, never rendered as HTML. */
export interface TextMessage extends ThreadMessageBase {
  kind: 'text';
  senderId: string;
  body: string;
}
/** A booking event, written by the server when it happened. */
export interface EventMessage extends ThreadMessageBase {
  kind: 'event';
  event: ConversationEvent;
  booking: { id: string; startDate: IsoDate; endDate: IsoDate };
}
export type ThreadMessage = TextMessage | EventMessage;

/** GET /api/conversations/unread: how many threads wait for the viewer, per side. */
export interface UnreadConversations {
  renter: number;
  host: number;
}

/** GET /api/admin/conversation-reports items: an open report and what an admin needs to judge it. */
export interface ConversationReport {
  id: string;
  conversationId: string;
  reason: string;
  createdAt: IsoDateTime;
  listing: ConversationListing;
  reporter: ConversationParty;
  /** The other party: whose messages were reported, the one an admin may deactivate. */
  reported: ConversationParty & { deactivated: boolean };
}

/** GET /api/admin/conversations/:id: a reported conversation, as an admin reads it. */
export interface AdminConversation {
  id: string;
  listing: ConversationListing;
  renter: ConversationParty & { deactivated: boolean };
  host: ConversationParty & { deactivated: boolean };
  openReports: ConversationReport[];
}

export type ThreadPage = Page<ThreadMessage>;

/** What an inbox row, a notification or an email preview shows of a message. */
export function messageExcerpt(body: string): string {
  return excerptOf(body, MESSAGE_EXCERPT_LENGTH);
}
