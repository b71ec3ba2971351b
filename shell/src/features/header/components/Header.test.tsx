import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell, users, type RenderShellOptions } from '../../../testing/renderShell';

/** The shell with its page settled (the remote behind the route has rendered). */
async function renderHeader(options: RenderShellOptions) {
  const rendered = renderShell(options);
  await screen.findByRole('heading', { name: /app at/ });
  return rendered;
}

const header = () => within(screen.getByRole('banner'));
const openAccountMenu = async (name: string) =>
  userEvent.click(header().getByRole('button', { name: `Account menu for ${name}` }));
const accountLinks = () =>
  within(screen.getByRole('navigation', { name: 'Account' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  it('offers Sign In and Sign Up to signed-out visitors, and no account menu', async () => {
    await renderHeader({ user: null });
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(header().queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Shoreline, home' })).toHaveAttribute('href', '/');
  });

  it('shows a renter Become a Host and a menu with their name, email, Profile and My Bookings', async () => {
    await renderHeader({ user: users.renter });
    expect(header().getByRole('link', { name: 'Become a Host' })).toHaveAttribute('href', '/become-host');
    await openAccountMenu('Ana Silva');
    const panel = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(panel.getByText('Ana Silva')).toBeInTheDocument();
    expect(panel.getByText('ana@shoreline.test')).toBeInTheDocument();
    expect(accountLinks()).toEqual(['Profile', 'My Bookings', 'Messages', 'Favourites']);
    expect(header().getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('shows a host Add Listing and their host entries', async () => {
    await renderHeader({ user: users.host });
    expect(header().getByRole('link', { name: 'Add Listing' })).toHaveAttribute('href', '/listings/new');
    expect(header().queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument();
    await openAccountMenu('Marina Costa');
    expect(accountLinks()).toEqual([
      'Profile',
      'My Bookings',
      'Messages',
      'Favourites',
      'My Listings',
      'Manage Bookings',
      'Guest messages',
    ]);
  });

  it('shows an admin the admin entries, and never Become a Host (issue 22 item 14)', async () => {
    await renderHeader({ user: users.admin });
    expect(header().queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument();
    await userEvent.click(header().getByRole('button', { name: 'Menu' }));
    const mobile = within(header().getByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getByRole('link', { name: 'Host Requests' })).toBeInTheDocument();
    expect(mobile.queryByRole('link', { name: 'Become a Host' })).not.toBeInTheDocument();
    await userEvent.click(header().getByRole('button', { name: 'Menu' }));
    await openAccountMenu('Ada Admin');
    expect(accountLinks()).toEqual([
      'Profile',
      'My Bookings',
      'Messages',
      'Favourites',
      'Host Requests',
      'Manage Destinations',
      'Review Requests',
      'Reported conversations',
    ]);
  });

  it.each([
    ['Shoreline Admin', 'SA'],
    ['Nguyen Van An', 'NA'],
    ['Cher', 'C'],
  ])(
    'shows the chip of %p as its initials and its whole name, never a guessed first name',
    async (name, initials) => {
      await renderHeader({ user: { ...users.admin, name } });
      const chip = header().getByRole('button', { name: `Account menu for ${name}` });
      expect(chip).toHaveTextContent(new RegExp(`^${initials}${name}$`));
      expect(within(chip).getByText(name)).toBeInTheDocument();
    },
  );

  it('closes the account menu on Escape and gives focus back to its button', async () => {
    await renderHeader({ user: users.renter });
    await openAccountMenu('Ana Silva');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Account menu for Ana Silva' })).toHaveFocus();
  });

  it('closes the account menu after following one of its links', async () => {
    await renderHeader({ user: users.renter });
    await openAccountMenu('Ana Silva');
    await userEvent.click(screen.getByRole('link', { name: 'My Bookings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bookings');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('signs out on the server, goes home and shows the signed-out header', async () => {
    const { api, shell } = await renderHeader({
      path: '/bookings',
      user: users.renter,
      api: { 'POST /api/auth/signout': () => undefined },
    });
    await openAccountMenu('Ana Silva');
    await userEvent.click(header().getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(shell.session.getState().user).toBeNull());
    expect(api.calls.some((call) => call.path === '/api/auth/signout')).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('switches the currency for the whole product', async () => {
    const { shell } = await renderHeader({ user: null });
    await userEvent.selectOptions(header().getByRole('combobox', { name: 'Currency' }), 'GBP');
    expect(shell.currency.getState().code).toBe('GBP');
    act(() => shell.currency.getState().setCode('USD'));
    expect(header().getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('mirrors the header in the mobile menu', async () => {
    await renderHeader({ user: users.host });
    const toggle = header().getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Add Listing',
      'Profile',
      'My Bookings',
      'Messages',
      'Favourites',
      'My Listings',
      'Manage Bookings',
      'Guest messages',
    ]);
    expect(mobile.getByText('marina@shoreline.test')).toBeInTheDocument();
    expect(mobile.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('offers Sign In and Sign Up in the mobile menu when signed out', async () => {
    await renderHeader({ user: null });
    await userEvent.click(header().getByRole('button', { name: 'Menu' }));
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sign In', 'Sign Up']);
  });
});

describe('notification bell', () => {
  it('shows signed-in users a bell named with the unread count, linking to their notifications', async () => {
    const { shell } = await renderHeader({ user: users.host });
    const bell = header().getByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    act(() => shell.notifications!.setState({ unreadCount: 3 }));
    expect(header().getByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
    act(() => shell.notifications!.setState({ unreadCount: 120 }));
    expect(header().getByRole('link', { name: 'Notifications, 120 unread' })).toHaveTextContent('99+');
  });

  it('shows no bell when signed out', async () => {
    await renderHeader({ user: null });
    expect(header().queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('announces a notification that arrives live in a polite live region', async () => {
    const { shell } = await renderHeader({ user: users.host });
    const region = header().getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    act(() =>
      shell.notifications!.setState({
        unreadCount: 1,
        latest: {
          id: 'n1',
          kind: 'host-request-submitted',
          link: '/admin/host-requests',
          createdAt: '2030-01-01T00:00:00.000Z',
          readAt: null,
          facts: { hostRequestId: 'h1', requesterName: 'Chloe Martin', reason: null },
        },
      }),
    );
    expect(region).toHaveTextContent('New notification: New host request from Chloe Martin');
  });
});
