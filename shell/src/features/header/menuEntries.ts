// What the header offers a user (SPEC sections 2 and 6): one list feeds the desktop user menu and the
// mobile menu, so the two can never disagree.
import type { UnreadConversations } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { User } from '@shoreline/shared-domain/types';
import { paths } from '@shoreline/shared-ui/routes';

export interface MenuEntry {
  label: string;
  href: string;
  /** An inbox: which of the person's unread threads its count shows (issue 25). */
  unread?: keyof UnreadConversations | 'all';
}

/** How many unread threads an entry shows (0: no count). */
export function unreadCountOf(entry: MenuEntry, unread: UnreadConversations | null): number {
  if (!entry.unread || !unread) return 0;
  return entry.unread === 'all' ? unread.renter + unread.host : unread[entry.unread];
}

/** The user menu's links for the user's roles, in display order (Sign Out is added by the menus). */
export function menuEntries(user: Pick<User, 'roles'>): MenuEntry[] {
  const isHost = user.roles.includes('host');
  const entries: MenuEntry[] = [
    { label: 'Profile', href: paths.profile() },
    { label: 'My Bookings', href: paths.myBookings() },
    // A host has two inboxes, each counting its own threads; anyone else has one, counting them all.
    { label: MESSAGES.messagesTitle, href: paths.messages(), unread: isHost ? 'renter' : 'all' },
    { label: 'Favourites', href: paths.favourites() },
  ];
  if (isHost) {
    entries.push(
      { label: 'My Listings', href: paths.myListings() },
      { label: 'Manage Bookings', href: paths.manageBookings() },
      { label: MESSAGES.hostMessagesTitle, href: paths.hostMessages(), unread: 'host' },
    );
  }
  if (user.roles.includes('admin')) {
    entries.push(
      { label: 'Host Requests', href: paths.hostRequests() },
      { label: 'Manage Destinations', href: paths.destinations() },
      { label: 'Review Requests', href: paths.reviewRequests() },
      { label: MESSAGES.reportedConversationsTitle, href: paths.reportedConversations() },
    );
  }
  return entries;
}

/**
 * The header's call to action: hosts add a listing, renters can become a host; an admin who is no
 * host gets none (admins decide host requests, they do not file them: issue 22 item 14).
 */
export function primaryAction(user: Pick<User, 'roles'>): MenuEntry | null {
  if (user.roles.includes('host')) return { label: 'Add Listing', href: paths.newListing() };
  if (user.roles.includes('admin')) return null;
  return { label: 'Become a Host', href: paths.becomeHost() };
}
