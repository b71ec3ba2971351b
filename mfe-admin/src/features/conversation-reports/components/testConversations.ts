// Wire answers of the admin conversation endpoints, as the API sends them, for this feature's tests.
import type {
  AdminConversation,
  ConversationListing,
  ConversationReport,
  ThreadMessage,
} from '@shoreline/shared-domain/conversations';

export const LISTING: ConversationListing = {
  id: 'listing-1',
  title: 'Alfama Rooftop',
  city: 'Lisbon',
  country: 'Portugal',
  imageUrl: null,
  available: true,
};

export const RENTER = { id: 'u-ana', name: 'Ana Silva', initials: 'AS', deactivated: false };
export const HOST = { id: 'u-marina', name: 'Marina Costa', initials: 'MC', deactivated: false };

export function report(id: string, overrides: Partial<ConversationReport> = {}): ConversationReport {
  return {
    id,
    conversationId: 'c1',
    reason: 'The host asked me to pay outside the platform.',
    createdAt: '2026-03-02T12:00:00.000Z',
    listing: LISTING,
    reporter: { id: RENTER.id, name: RENTER.name, initials: RENTER.initials },
    reported: { id: HOST.id, name: HOST.name, initials: HOST.initials, deactivated: false },
    ...overrides,
  };
}

export function conversation(overrides: Partial<AdminConversation> = {}): AdminConversation {
  return {
    id: 'c1',
    listing: LISTING,
    renter: RENTER,
    host: HOST,
    openReports: [report('r1')],
    ...overrides,
  };
}

export const MESSAGES_NEWEST_FIRST: ThreadMessage[] = [
  {
    id: '12',
    kind: 'text',
    senderId: HOST.id,
    body: 'Pay me by bank transfer instead.',
    sentAt: '2026-03-01T10:05:00.000Z',
  },
  {
    id: '11',
    kind: 'text',
    senderId: RENTER.id,
    body: 'Is the rooftop shared?',
    sentAt: '2026-03-01T10:00:00.000Z',
  },
];
