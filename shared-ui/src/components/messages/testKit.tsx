// Fixtures and a mount for the messages components' tests (imported by tests only, never bundled):
// the real shell stores over a table ApiClient (createTableApi), so a component calls the API as it
// does in an app, and a test plays the notification stream by setting the bell's store.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type {
  ConversationDetail,
  ConversationSummary,
  EventMessage,
  TextMessage,
} from '@shoreline/shared-domain/conversations';
import type { Notification } from '@shoreline/shared-domain/notifications';
import type { User } from '@shoreline/shared-domain/types';
import { createTableApi, type TableHandler } from '../../api/createTableApi';
import { createShellApi } from '../../shell/createShellApi';
import { ShellProvider } from '../../shell/ShellProvider';

export const RENTER: User = {
  id: 'u-renter',
  name: 'Ana Silva',
  email: 'ana@shoreline.test',
  roles: ['renter'],
  createdAt: '2026-01-01T00:00:00.000Z',
};
export const HOST = { id: 'u-host', name: 'Marina Costa', initials: 'MC' };

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id: 'c1',
    role: 'renter',
    listing: {
      id: 'l1',
      title: 'Dune House',
      city: 'Porto',
      country: 'Portugal',
      imageUrl: null,
      available: true,
    },
    otherParty: HOST,
    lastMessage: {
      kind: 'text',
      excerpt: 'Is there a cot?',
      fromMe: true,
      sentAt: '2030-01-02T10:00:00.000Z',
    },
    unread: false,
    booking: null,
    lastActivityAt: '2030-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function detail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return { ...summary(), reportedByMe: false, canWrite: true, ...overrides };
}

export function text(id: string, senderId: string, body: string): TextMessage {
  return { id, kind: 'text', senderId, body, sentAt: `2030-01-02T10:${id.padStart(2, '0')}:00.000Z` };
}

export function bookingEvent(id: string, event: EventMessage['event']): EventMessage {
  return {
    id,
    kind: 'event',
    event,
    booking: { id: 'b1', startDate: '2030-07-01', endDate: '2030-07-05' },
    sentAt: `2030-01-02T10:${id.padStart(2, '0')}:00.000Z`,
  };
}

/** The 'message-received' notification the API sends the recipient of a message in `conversationId`. */
export function messageNotification(conversationId: string, id = 'n1'): Notification {
  return {
    id,
    kind: 'message-received',
    facts: {
      conversationId,
      listingId: 'l1',
      listingTitle: 'Dune House',
      senderName: HOST.name,
      excerpt: 'See you',
      recipientRole: 'renter',
    },
    link: `/messages/${conversationId}`,
    createdAt: '2030-01-02T11:00:00.000Z',
    readAt: null,
  };
}

/** A booking notification about booking b1 of listing l1 (the thread's listing). */
export function bookingNotification(kind: 'booking-approved' | 'booking-rejected'): Notification {
  return {
    id: 'n-booking',
    kind,
    facts: {
      bookingId: 'b1',
      listingId: 'l1',
      listingTitle: 'Dune House',
      city: 'Porto',
      country: 'Portugal',
      startDate: '2099-07-01',
      endDate: '2099-07-05',
      totalPrice: 500,
      renterName: RENTER.name,
    },
    link: '/bookings',
    createdAt: '2030-01-02T11:00:00.000Z',
    readAt: null,
  };
}

/** Mounts `element` under a signed-in shell whose API answers from `table` (mutable: change a handler mid-test). */
export function renderInShell(element: ReactElement, table: Record<string, TableHandler>, user = RENTER) {
  // The very object: a handler a test sets after the mount answers the next call.
  table['GET /api/notifications/unread-count'] ??= () => ({ unreadCount: 0 });
  const api = createTableApi(table);
  const shell = createShellApi({ api, storage: null, online: true });
  shell.session.getState().setUser(user);
  const utils = render(
    <MemoryRouter>
      <ShellProvider shell={shell}>{element}</ShellProvider>
    </MemoryRouter>,
  );
  return { ...utils, api, shell };
}
