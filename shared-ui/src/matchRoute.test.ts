import { matchRoute } from './matchRoute.mjs';
import { findRoute, ROUTE_TABLE } from './routes';

describe('matchRoute', () => {
  it('picks the most specific entry and decodes its params', () => {
    expect(matchRoute(ROUTE_TABLE, '/listings/new')?.entry.owner).toBe('host');
    expect(matchRoute(ROUTE_TABLE, '/listings/manage')?.entry.path).toBe('/listings/manage');
    expect(matchRoute(ROUTE_TABLE, '/listings/a%20b')).toMatchObject({
      entry: { path: '/listings/:id', owner: 'guest' },
      params: { id: 'a b' },
    });
    expect(matchRoute(ROUTE_TABLE, '/listings/42/edit')?.entry.owner).toBe('host');
  });

  it('ignores case and a trailing slash, as react-router does, and knows no unknown path', () => {
    expect(findRoute('/Search/')?.path).toBe('/search');
    expect(findRoute('/')?.owner).toBe('guest');
    expect(findRoute('/nowhere')).toBeNull();
    expect(findRoute('/listings')).toBeNull();
    expect(findRoute('/admin/reviews?status=pending#top')?.path).toBe('/admin/reviews');
  });

  it('gives every public, host and admin page of a remote the name of its chunk', () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.owner !== 'shell' && entry.access === 'public') expect(entry.chunk).toMatch(/^route-/);
      // Host and admin pages too: the shell's server preloads them for a session of that role.
      if (entry.access === 'host' || entry.access === 'admin') expect(entry.chunk).toMatch(/^route-/);
    }
  });
});
