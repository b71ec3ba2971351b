import type { Role } from '@shoreline/shared-domain/types';

/** What an auth hook asks of a request: a session (role null) or a session whose user has `role`. */
export interface AuthRequirement {
  role: Role | null;
}

const REQUIREMENT = Symbol('shoreline.authRequirement');

/**
 * Labels an auth hook (`app.authenticate`, `app.requireRole(role)`) with what it requires, so the
 * OpenAPI document's `security` and 401/403 answers are read from how a route really authenticates
 * instead of being repeated in every route file.
 */
export function markAuthRequirement<T extends object>(hook: T, requirement: AuthRequirement): T {
  Object.defineProperty(hook, REQUIREMENT, { value: requirement });
  return hook;
}

/** The strictest requirement among a route's hooks (a role beats a plain session), or null: public. */
export function authRequirementOf(...hookLists: unknown[]): AuthRequirement | null {
  let found: AuthRequirement | null = null;
  for (const hooks of hookLists) {
    for (const hook of Array.isArray(hooks) ? hooks : [hooks]) {
      if (typeof hook !== 'function') continue;
      const requirement = Reflect.get(hook, REQUIREMENT) as AuthRequirement | undefined;
      if (requirement && (!found || requirement.role)) found = requirement;
    }
  }
  return found;
}
