import { act, screen } from '@testing-library/react';
import { renderShell, users } from '../testing/renderShell';

const location = () => screen.getByTestId('location');

describe('the route table and its guards', () => {
  it('renders the owning remote for a public route', async () => {
    const { loaded } = renderShell({ path: '/search', user: null });
    expect(await screen.findByRole('heading', { name: 'guest app at /search' })).toBeInTheDocument();
    expect(loaded).toEqual(['guest']);
  });

  it('sends a signed-out visitor to /signin, remembering where they were going', async () => {
    renderShell({ path: '/bookings', user: null });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/signin');
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ from: '/bookings' });
  });

  it('remembers the query string of the origin too', async () => {
    renderShell({ path: '/admin/reviews?status=pending', user: null });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ from: '/admin/reviews?status=pending' });
  });

  it('sends a signed-in user lacking the role home', async () => {
    renderShell({ path: '/listings/manage', user: users.renter });
    expect(await screen.findByRole('heading', { name: 'guest app at /' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('renders host and admin slices for their roles only, loading only that remote', async () => {
    const host = renderShell({ path: '/listings/manage', user: users.host });
    expect(await screen.findByRole('heading', { name: 'host app at /listings/manage' })).toBeInTheDocument();
    expect(host.loaded).toEqual(['host']);
  });

  it('redirects any unknown path home', async () => {
    renderShell({ path: '/no/such/page', user: null });
    expect(await screen.findByRole('heading', { name: 'guest app at /' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('waits for the session before guarding, then renders for the signed-in user', async () => {
    const { shell } = renderShell({ path: '/bookings' });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    act(() => shell.session.getState().setUser(users.renter));
    expect(await screen.findByRole('heading', { name: 'guest app at /bookings' })).toBeInTheDocument();
  });

  it('leaves a guarded page for /signin when the user signs out elsewhere', async () => {
    const { shell } = renderShell({
      path: '/admin/destinations',
      user: users.admin,
      api: { 'POST /api/auth/signout': () => undefined },
    });
    await screen.findByRole('heading', { name: 'admin app at /admin/destinations' });
    await act(() => shell.session.getState().signOut());
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('names the browser tab after each page, following guards and redirects', async () => {
    renderShell({ path: '/search', user: null });
    await screen.findByRole('heading', { name: 'guest app at /search' });
    expect(document.title).toBe('Search results · Shoreline');
  });

  it('names the tab after the page a guard sent the visitor to', async () => {
    renderShell({ path: '/bookings', user: null });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(document.title).toBe('Sign In · Shoreline');
  });
});
