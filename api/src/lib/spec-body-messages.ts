import type { Result } from '@shoreline/shared-domain/result';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unwrap } from './http-errors';

/**
 * Route options for a body whose schema states the form's rules (required fields, numbers as
 * numbers) while the form's messages (SPEC 5) are shared-domain's: a body the schema refuses is
 * first given to the same shared-domain check the handler uses, so `{}` still answers "Please
 * select a booking to review", not ajv's "must have required property". A body that check accepts
 * but the schema does not (a rating sent as text) keeps the schema's 400.
 */
export function specMessagesFor(check: (body: Record<string, unknown>) => Result<unknown>): {
  attachValidation: true;
  preHandler: preHandlerAsyncHookHandler;
} {
  return {
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      const refused = request.validationError;
      if (!refused) return;
      const body = request.body;
      // Only a body's refusal has a form message; a bad parameter keeps the schema's own.
      if (refused.validationContext === 'body' && body && typeof body === 'object' && !Array.isArray(body)) {
        unwrap(check(body as Record<string, unknown>));
      }
      throw refused;
    },
  };
}

/**
 * A window open on every day, for checks (`validateBookingRequest`, `validateCalendarBlock`) run only
 * for the messages of a body's shape: no date of a well-formed body falls outside it.
 */
export const ALL_DAYS = { availableFrom: '0001-01-01', availableTo: '9999-12-31' } as const;
