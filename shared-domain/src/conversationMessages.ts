// The texts of messages between renters and hosts (issue 25; all ours), spread into `MESSAGES` so
// they have error codes and one catalogue like every other text. Kept in their own file so the
// catalogue stays readable.
export const CONVERSATION_MESSAGES = Object.freeze({
  // Screens
  messagesTitle: 'Messages',
  hostMessagesTitle: 'Guest messages',
  messagesEmpty: 'No messages yet',
  messagesEmptyHint: 'Ask a host about a stay from its page: "Contact host". Their answers arrive here.',
  hostMessagesEmptyHint:
    'When a renter asks about one of your listings or requests a stay, the conversation appears here.',
  messagesLoadFailed: 'Failed to load your messages. Please try again.',
  conversationLoadFailed: 'Failed to load this conversation. Please try again.',
  contactHost: 'Contact host',
  openConversation: 'Open conversation',
  messageRenter: 'Message the renter',
  contactHostTitle: 'Ask the host a question',
  contactHostHint: 'Ask about the place, the area or your stay. Do not share payment details.',
  // the Contact host form's code could not be downloaded (offline)
  contactHostLoadFailed: 'The message form could not be opened. Please check your connection and try again.',
  messageLabel: 'Message',
  messagePlaceholder: 'Write a message',
  sendMessage: 'Send',
  messageSending: 'Sending…',
  messageSendFailed: 'Your message was not sent. Please try again.',
  loadOlderMessages: 'Show earlier messages',
  listingNoLongerAvailable: 'This listing is no longer available.',
  conversationReadOnly: 'This account is no longer active: you can read this conversation but not reply.',
  unreadConversations: 'unread',
  reportConversation: 'Report conversation',
  reportConversationTitle: 'Report this conversation',
  reportConversationHint: 'Tell us what is wrong. An admin will read the conversation and act on it.',
  reportReasonLabel: 'Reason',
  reportSubmit: 'Send report',
  conversationReported: 'Thank you. An admin will look at this conversation.',
  conversationAlreadyReported: 'You have reported this conversation. An admin will look at it.',
  reportFailed: 'Failed to send your report. Please try again.',
  // The thread and inbox components (shared-ui/src/components/messages)
  messageFromYou: 'You',
  conversationLoading: 'Loading the conversation',
  messagesLoading: 'Loading your messages',
  // Admin
  reportedConversationsTitle: 'Reported conversations',
  reportedConversationsEmpty: 'No reported conversations',
  reportedConversationsLoadFailed: 'Failed to load reported conversations. Please try again.',
  dismissReport: 'Dismiss report',
  deactivateAccount: 'Deactivate account',
  reportDismissed: 'The report has been dismissed.',
  accountDeactivated: 'The account has been deactivated and signed out everywhere.',
  reportActionFailed: 'Failed to update the report. Please try again.',
  reportedConversationsHint:
    'Read a reported conversation, then dismiss the report or deactivate the reported account.',
  openReportsTitle: 'Open reports',
  reportedConversationTitle: 'Reported conversation',
  reportedByLabel: 'Reported by',
  reportedAccountLabel: 'Reported account',
  reportedOnLabel: 'Reported on',
  conversationListingLabel: 'Listing',
  conversationRenterLabel: 'Renter',
  conversationHostLabel: 'Host',
  accountDeactivatedBadge: 'Deactivated',
  backToReportedConversations: 'Back to reported conversations',
  confirmDismissReport: 'The report is closed and the conversation stays as it is.',
  confirmDeactivateAccount:
    'They can no longer sign in, they are signed out everywhere, and every open report of this conversation is closed.',
  // Errors the API answers with
  messageRequired: 'Please write a message',
  messageTooLong: 'A message can be at most 2,000 characters',
  messageInvalidCharacters: 'A message cannot contain text-direction control characters',
  reportReasonRequired: 'Please say why you are reporting this conversation',
  reportReasonTooLong: 'A reason can be at most 500 characters',
  conversationNotFound: 'Conversation not found',
  conversationReportNotFound: 'Report not found',
  cannotMessageOwnListing: 'You cannot send a message about your own listing.',
  hostCannotStartConversation:
    'You can write to a renter once they have contacted you or requested your listing.',
  messagingRateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
  newConversationsRateLimited:
    'You have started many conversations in the last hour. Please try again later.',
  conversationRecipientDeactivated: 'This account is no longer active, so it cannot receive messages.',
  accountDeactivatedSignIn:
    'This account has been deactivated. Contact support if you think this is a mistake.',
} as const);

/** The booking events a thread shows, in its words (`ConversationEvent` -> text). */
export const CONVERSATION_EVENT_LABELS = Object.freeze({
  requested: 'Booking requested',
  approved: 'Booking approved',
  declined: 'Booking declined',
  cancelled: 'Booking request cancelled',
  expired: 'Booking request expired',
} as const);

/** The composer's counter near the limit: `120 characters left`, `5 characters too many`. */
export function messageCharactersLeft(left: number): string {
  if (left < 0) return `${-left} ${-left === 1 ? 'character' : 'characters'} too many`;
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

/** An inbox heading with the threads that wait: `Messages (2 unread)`; the title alone at 0. */
export function withUnreadCount(title: string, unread: number): string {
  return unread > 0 ? `${title} (${unread} ${CONVERSATION_MESSAGES.unreadConversations})` : title;
}

/** An inbox row's excerpt of the viewer's own last message: `You: See you then`. */
export function excerptFromYou(excerpt: string): string {
  return `${CONVERSATION_MESSAGES.messageFromYou}: ${excerpt}`;
}

/** A booking event in the thread: `Booking approved: Jan 5, 2031 - Jan 10, 2031` (the stay, formatted). */
export function conversationEventNote(label: string, stay: string): string {
  return `${label}: ${stay}`;
}

/** What a screen reader hears when a message arrives in the open thread: `Ana Silva: Is there a cot?`. */
export function messageArrivedAnnouncement(senderName: string, body: string): string {
  return `${senderName}: ${body}`;
}
