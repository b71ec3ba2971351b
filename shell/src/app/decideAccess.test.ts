import type { User } from '@shoreline/shared-domain/types';
import { decideAccess } from './decideAccess';

const user = (roles: User['roles']): User => ({
  id: 'u1',
  name: 'Ana Silva',
  email: 'ana@shoreline.test',
  roles,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('decideAccess', () => {
  it('renders public routes for anybody, even before the session is known', () => {
    expect(decideAccess('public', { status: 'loading', user: null })).toBe('render');
    expect(decideAccess('public', { status: 'ready', user: null })).toBe('render');
  });

  it('waits for the session before guarding, so a reload does not bounce a signed-in user', () => {
    expect(decideAccess('signed-in', { status: 'loading', user: null })).toBe('wait');
    expect(decideAccess('admin', { status: 'loading', user: null })).toBe('wait');
  });

  it('sends signed-out visitors to sign in', () => {
    for (const access of ['signed-in', 'host', 'admin'] as const) {
      expect(decideAccess(access, { status: 'ready', user: null })).toBe('signin');
    }
  });

  it('sends signed-in users lacking the role home', () => {
    expect(decideAccess('host', { status: 'ready', user: user(['renter']) })).toBe('home');
    expect(decideAccess('admin', { status: 'ready', user: user(['renter', 'host']) })).toBe('home');
  });

  it('renders for the right role, and signed-in routes for every role', () => {
    expect(decideAccess('host', { status: 'ready', user: user(['renter', 'host']) })).toBe('render');
    expect(decideAccess('admin', { status: 'ready', user: user(['admin']) })).toBe('render');
    expect(decideAccess('signed-in', { status: 'ready', user: user(['admin']) })).toBe('render');
  });
});
