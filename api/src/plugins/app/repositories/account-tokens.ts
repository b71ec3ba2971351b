import fp from 'fastify-plugin';
import type { Knex } from 'knex';

/** What an emailed link is for. */
export type AccountTokenPurpose = 'password-reset' | 'email-verification';

/**
 * The links of password reset and email verification. The token itself is only ever in the email:
 * rows hold its SHA-256 (`tokenHash`, hex), so reading the table gives no working link.
 */
function createAccountTokensRepository(knex: Knex) {
  return {
    async create(
      token: {
        userId: string;
        purpose: AccountTokenPurpose;
        tokenHash: string;
        createdAt: Date;
        expiresAt: Date;
      },
      trx: Knex = knex,
    ): Promise<void> {
      await trx('account_tokens').insert({
        user_id: token.userId,
        purpose: token.purpose,
        token_hash: token.tokenHash,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
      });
    },

    /**
     * Uses a link once: the one UPDATE that finds it unused and unexpired at `now` marks it used and
     * gets its user; a second use, a concurrent one or an expired link gets null.
     */
    async use(
      purpose: AccountTokenPurpose,
      tokenHash: string,
      now: Date,
      trx: Knex = knex,
    ): Promise<string | null> {
      const [row] = (await trx('account_tokens')
        .where({ purpose, token_hash: tokenHash })
        .whereNull('used_at')
        .andWhere('expires_at', '>', now)
        .update({ used_at: now })
        .returning('user_id')) as { user_id: string }[];
      return row?.user_id ?? null;
    },

    /** Ends the user's other unused links of `purpose` (a reset done makes older reset emails void). */
    async useAllOf(userId: string, purpose: AccountTokenPurpose, now: Date, trx: Knex = knex): Promise<void> {
      await trx('account_tokens')
        .where({ user_id: userId, purpose })
        .whereNull('used_at')
        .update({ used_at: now });
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountTokensRepository: AccountTokensRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('accountTokensRepository', createAccountTokensRepository(app.knex));
  },
  { name: 'account-tokens-repository', dependencies: ['db'] },
);
