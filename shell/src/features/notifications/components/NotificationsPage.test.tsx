import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Notification } from '@shoreline/shared-domain/notifications';
import { ApiRequestError } from '@shoreline/shared-ui/api/apiRequestError';
import { renderShell, users } from '../../../testing/renderShell';

function approved(id: string, title: string, readAt: string | null = null): Notification {
  return {
    id,
    kind: 'booking-approved',
    link: '/bookings',
    createdAt: '2030-01-02T10:00:00.000Z',
    readAt,
    facts: {
      bookingId: `b-${id}`,
      listingId: 'l1',
      listingTitle: title,
      city: 'Brighton',
      country: 'United Kingdom',
      startDate: '2030-07-01',
      endDate: '2030-07-04',
      totalPrice: 300,
      renterName: 'Ana Silva',
    },
  };
}
const page1 = [
  approved('n3', 'Third Flat'),
  approved('n2', 'Second Flat'),
  approved('n1', 'First Flat', '2030-01-01T00:00:00.000Z'),
];

const list = () => within(screen.getByRole('list', { name: MESSAGES.notificationsTitle }));
const titles = () =>
  list()
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('NotificationsPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists newest first, marks one read when it is opened and follows its link', async () => {
    const { shell, api } = renderShell({
      path: '/notifications',
      user: users.renter,
      api: {
        'GET /api/notifications?limit=20': () => ({ items: page1, nextCursor: null }),
        'POST /api/notifications/n3/read': () => ({ unreadCount: 1 }),
      },
    });
    act(() => shell.notifications!.setState({ unreadCount: 2 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await screen.findByRole('list', { name: MESSAGES.notificationsTitle });
    expect(list().getAllByRole('article')).toHaveLength(3);
    expect(titles()).toEqual([
      'Unread: Your stay at Third Flat is confirmed',
      'Unread: Your stay at Second Flat is confirmed',
      'Your stay at First Flat is confirmed',
    ]);
    // Totals in the header's currency (EUR by default here).
    expect(list().getAllByText(/total €300\.00/)).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await userEvent.click(list().getByRole('link', { name: 'Unread: Your stay at Third Flat is confirmed' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bookings');
    await waitFor(() => expect(shell.notifications!.getState().unreadCount).toBe(1));
    expect(
      api.calls.some((call) => call.method === 'POST' && call.path === '/api/notifications/n3/read'),
    ).toBe(true);
  });

  it('"Mark all as read" marks them on the server and on screen; the bell goes to zero', async () => {
    const { shell } = renderShell({
      path: '/notifications',
      user: users.renter,
      api: {
        'GET /api/notifications?limit=20': () => ({ items: page1, nextCursor: null }),
        'POST /api/notifications/read-all': () => ({ unreadCount: 0 }),
      },
    });
    act(() => shell.notifications!.setState({ unreadCount: 2 }));
    await screen.findByRole('list', { name: MESSAGES.notificationsTitle });
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.markAllAsRead }));
    await waitFor(() => expect(titles().every((title) => !title?.startsWith('Unread'))).toBe(true));
    expect(shell.notifications!.getState().unreadCount).toBe(0);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.markAllAsRead })).toBeDisabled();
  });

  it('loads the next page with "Show more" and puts a notification that arrives live on top', async () => {
    const { shell } = renderShell({
      path: '/notifications',
      user: users.renter,
      api: {
        'GET /api/notifications?limit=20': () => ({ items: page1.slice(0, 2), nextCursor: 'c2' }),
        'GET /api/notifications?limit=20&cursor=c2': () => ({ items: page1.slice(2), nextCursor: null }),
      },
    });
    await screen.findByRole('list', { name: MESSAGES.notificationsTitle });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    act(() => shell.notifications!.setState({ unreadCount: 3, latest: approved('n4', 'Fourth Flat') }));
    expect(titles()[0]).toBe('Unread: Your stay at Fourth Flat is confirmed');
    expect(titles()).toHaveLength(4);
  });

  it('says when there are none, and offers Retry when they cannot be loaded', async () => {
    let fail = true;
    renderShell({
      path: '/notifications',
      user: users.renter,
      api: {
        'GET /api/notifications?limit=20': () => {
          if (fail) throw new ApiRequestError(0, MESSAGES.offline, 'Network Error');
          return { items: [], nextCursor: null };
        },
      },
    });
    expect(await screen.findByText(MESSAGES.notificationsLoadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(MESSAGES.noNotifications)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.markAllAsRead })).not.toBeInTheDocument();
  });

  it('is for signed-in users: a visitor is sent to sign in', async () => {
    renderShell({ path: '/notifications', user: null });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
  });
});
