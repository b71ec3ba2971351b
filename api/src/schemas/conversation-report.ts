import { MAX_CONVERSATION_REPORT_LENGTH } from '@shoreline/shared-domain/conversations';
import { Type } from 'typebox';
import { IsoDateTime, Uuid } from '../lib/schemas';
import { ConversationListing, ConversationParty } from './conversation';
import { named } from './named';

// TypeBox mirrors of the report wire types in shared-domain/src/conversations.ts (issue 25): a party's
// report of a conversation and what an admin reads to decide it.

/** A party of a reported conversation as an admin sees them: whether their account still works. */
const AdminConversationParty = Type.Object({
  id: Uuid,
  name: Type.String(),
  initials: Type.String({ description: "The avatar's letters" }),
  deactivated: Type.Boolean({ description: 'An admin deactivated the account: it cannot sign in' }),
});

export const ConversationReport = named(
  'ConversationReport',
  Type.Object({
    id: Uuid,
    conversationId: Uuid,
    reason: Type.String(),
    createdAt: IsoDateTime,
    listing: ConversationListing,
    reporter: ConversationParty,
    reported: AdminConversationParty,
  }),
  'An open report of a conversation: the reported party is the other one, the one an admin may deactivate',
);

export const AdminConversation = named(
  'AdminConversation',
  Type.Object({
    id: Uuid,
    listing: ConversationListing,
    renter: AdminConversationParty,
    host: AdminConversationParty,
    openReports: Type.Array(ConversationReport, { description: 'Oldest first; never empty' }),
  }),
  'A reported conversation, as an admin reads it (only while a report of it is open)',
);

export const ConversationReportInput = named(
  'ConversationReportInput',
  Type.Object({
    // Longer than the limit here so that shared-domain answers with the form's own message.
    reason: Type.String({
      maxLength: 10000,
      description: `Why: 1–${MAX_CONVERSATION_REPORT_LENGTH} characters after trimming`,
    }),
  }),
  "A party's report of a conversation, for an admin to read",
);

export const ConversationReportCreated = named(
  'ConversationReportCreated',
  Type.Object({ id: Uuid }),
  'The report just filed; an admin reads the conversation while it is open',
);
