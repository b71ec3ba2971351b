import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preHandler' | 'onSend' | 'onResponse';

/**
 * Adds a route-level hook from an `onRoute` hook: first (it must run before the route's own, e.g. a
 * refusal before `app.authenticate`) or last. Route-level hooks run after the global ones.
 */
export function addRouteHook(
  route: RouteOptions,
  name: HookName,
  hook: unknown,
  where: 'first' | 'last' = 'last',
): void {
  const current = route[name] as unknown;
  const list: unknown[] = current === undefined ? [] : Array.isArray(current) ? [...current] : [current];
  if (where === 'first') list.unshift(hook);
  else list.push(hook);
  // fastify types each hook list by the route's generics; an onRoute hook sees the erased ones.
  (route as unknown as Record<HookName, unknown[]>)[name] = list;
}
