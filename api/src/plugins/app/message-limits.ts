import { MESSAGE_RATE_LIMIT, NEW_CONVERSATION_RATE_LIMIT } from '@shoreline/shared-domain/conversations';
import type { CodedMessage } from '@shoreline/shared-domain/errorCodes';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';

/** A limit's check: counts the request once, then throws the 429 when it went past the limit. */
export type MessageLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface MessageLimits {
  /**
   * preHandler of every route that sends a message (POST /conversations included): MESSAGE_RATE_LIMIT
   * per signed-in person (after `app.authenticate`), 429 MESSAGES.messagingRateLimited past it.
   */
  message: MessageLimit;
  /**
   * Called by POST /conversations only when it really creates the conversation (appending to an
   * existing one is no new conversation): NEW_CONVERSATION_RATE_LIMIT per person, 429
   * MESSAGES.newConversationsRateLimited past it. Thrown inside the transaction, it rolls the
   * conversation and its message back.
   */
  newConversation: MessageLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    messageLimits: MessageLimits;
  }
}

/**
 * The message limits of issue 25, counted per person (not per address: a person's requests come from
 * anywhere, and many people can share one) in the app's rate-limit store: Redis, shared by every
 * replica, when REDIS_URL is set (plugins/external/rate-limit.ts; each replica counts alone while
 * Redis is down). Counted before anything is checked, so concurrent sends cannot slip past a
 * read-then-count. The 429 carries our own message and code (an HttpError keeps them through the
 * error handler, which would otherwise say only MESSAGES.tooManyRequests) and Retry-After.
 */
export default fp(
  async (app) => {
    const limit = (name: string, count: { max: number; windowMs: number }, message: CodedMessage) => {
      const counter = app.createRateLimit({
        max: count.max,
        timeWindow: count.windowMs,
        keyGenerator: (request) => `${name}:${request.viewer?.id ?? request.ip}`,
      });
      const check: MessageLimit = async (request, reply) => {
        const counted = await counter(request);
        if (counted.isAllowed) return;
        void reply.header('x-ratelimit-limit', count.max).header('x-ratelimit-remaining', counted.remaining);
        if (!counted.isExceeded) return;
        void reply.header('retry-after', Math.max(1, counted.ttlInSeconds));
        throw new HttpError(429, message);
      };
      return check;
    };

    app.decorate('messageLimits', {
      message: limit('messages', MESSAGE_RATE_LIMIT, MESSAGES.messagingRateLimited),
      newConversation: limit(
        'new-conversations',
        NEW_CONVERSATION_RATE_LIMIT,
        MESSAGES.newConversationsRateLimited,
      ),
    });
  },
  { name: 'message-limits', dependencies: ['rate-limit'] },
);
