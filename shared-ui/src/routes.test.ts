import { ROUTE_TABLE, type RouteSkeletonKind } from './routes';

// routeTable.json is data, typed only by a cast: an entry without a known skeleton would render an
// undefined component while its page loads (a blank page on a direct visit).
const SKELETON_KINDS: readonly RouteSkeletonKind[] = ['home', 'search', 'listing', 'host', 'cards', 'form'];

it.each(ROUTE_TABLE.map((route) => [route.path, route] as const))(
  '%s names its owner, access, title and a known loading skeleton',
  (_path, route) => {
    expect(['shell', 'guest', 'host', 'admin']).toContain(route.owner);
    expect(['public', 'signed-in', 'host', 'admin']).toContain(route.access);
    expect(route.title.trim()).not.toBe('');
    expect(SKELETON_KINDS).toContain(route.skeleton);
  },
);
