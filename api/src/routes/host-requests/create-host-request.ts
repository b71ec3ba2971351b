import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkCanRequestHost } from '@shoreline/shared-domain/hostRequestTransitions';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { HostRequest as HostRequestType, User as UserType } from '@shoreline/shared-domain/types';
import { validateBecomeHost } from '@shoreline/shared-domain/validation/validateBecomeHost';
import { Type } from 'typebox';
import { sendAccountLink } from '../../lib/account-links';
import { badRequest, conflict, unwrap } from '../../lib/http-errors';
import { hashPassword } from '../../lib/password';
import { errorResponses, User } from '../../lib/schemas';
import { HostRequest } from '../../schemas/host-request';
import { named } from '../../schemas/named';

const OptionalText = Type.Optional(Type.Union([Type.String({ maxLength: 10000 }), Type.Null()]));

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = error as { code?: unknown; constraint?: unknown } | null;
  return pg?.code === '23505' && pg.constraint === constraint;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Signed in: the request of the viewer, refused for hosts and for a second pending request. */
  async function requestAsUser(user: UserType, reason: string): Promise<HostRequestType> {
    return app.knex.transaction(async (trx) => {
      const hasPending = await app.hostRequestsRepository.hasPending(user.id, trx);
      unwrap(checkCanRequestHost(user.roles, hasPending));
      // Parallel submissions pass the check together; the partial unique index lets one through (409).
      const request = await app.hostRequestsRepository.create(
        { userId: user.id, name: user.name, email: user.email, reason },
        trx,
      );
      await app.notify.hostRequest(trx, 'host-request-submitted', request.id);
      return request;
    });
  }

  /** Signed out: the account and its request are created together or not at all. */
  async function requestWithNewAccount(
    account: { name: string; email: string; password: string },
    reason: string,
  ): Promise<{ request: HostRequestType; user: UserType }> {
    if (await app.usersRepository.emailExists(account.email))
      throw conflict(MESSAGES.becomeHostEmailRegistered);
    // Hashing is slow on purpose: done before the transaction so it holds no connection meanwhile.
    const passwordHash = await hashPassword(account.password);
    try {
      return await app.knex.transaction(async (trx) => {
        const user = await app.usersRepository.create(
          { name: account.name, email: account.email, passwordHash },
          trx,
        );
        const request = await app.hostRequestsRepository.create(
          { userId: user.id, name: user.name, email: user.email, reason },
          trx,
        );
        await app.notify.hostRequest(trx, 'host-request-submitted', request.id);
        // A new account verifies its address, however it was made (PRODUCT.md 27).
        await sendAccountLink(app, user, 'email-verification', trx);
        return { request, user };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key'))
        throw conflict(MESSAGES.becomeHostEmailRegistered);
      throw error;
    }
  }

  app.post(
    '/host-requests',
    {
      config: { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['host-requests'],
        summary: 'Ask to become a host',
        description:
          'Signed in: `{ reason }`. Signed out: `{ reason, name, email, password }` (and `confirmPassword` when the ' +
          'form has it) creates the account and the request in one transaction and starts a browser-session ' +
          'cookie. 409: a pending request exists, the caller is a host already, or the email is registered.',
        body: named(
          'HostRequestInput',
          Type.Object({
            reason: OptionalText,
            name: OptionalText,
            email: OptionalText,
            password: OptionalText,
            confirmPassword: OptionalText,
          }),
        ),
        response: {
          201: named(
            'HostRequestCreated',
            Type.Object({ request: HostRequest, user: User }),
            'The stored request, and the requesting user (created now when signed out)',
          ),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { reason, name, email, password, confirmPassword } = request.body;
      const viewer = request.viewer;
      if (viewer) {
        const value = unwrap(validateBecomeHost({ reason }, true));
        const created = await requestAsUser(viewer, value.reason);
        return reply.code(201).send({ request: created, user: viewer });
      }
      const value = unwrap(
        validateBecomeHost(
          { reason, name, email, password, confirmPassword: confirmPassword ?? password },
          false,
        ),
      );
      if (!value.account) throw badRequest(MESSAGES.becomeHostFailed);
      const created = await requestWithNewAccount(value.account, value.reason);
      await reply.startSession(created.user, false);
      return reply.code(201).send(created);
    },
  );
};

export default routes;
