// Conversations of issue 25 for tests: one started as its renter would (straight through the
// repository, so no rate limit is counted), and a snapshot of every row a conversation request may
// change, to assert that a refused one changed none.
import type { TestApp, TestUser } from './build-test-app';

/** The conversation of `renter` about `listingId` with one message of theirs; returns its id. */
export async function startConversation(
  t: TestApp,
  renter: TestUser,
  listingId: string,
  body = 'Hello! Is there a cot for a baby?',
): Promise<string> {
  const repository = t.app.conversationsRepository;
  return t.knex.transaction(async (trx) => {
    const { id } = await repository.ensureConversation(renter.user.id, listingId, trx);
    await repository.appendText(id, renter.user.id, body, trx);
    return id;
  });
}

/**
 * Every row a conversation request may write (conversations, messages, notifications, emails, open
 * reports), as comparable JSON: equal before and after means the request changed nothing.
 */
export async function conversationRows(t: TestApp): Promise<unknown> {
  const [conversations, messages, notifications, outbox, reports] = await Promise.all([
    t.knex('conversations').orderBy('id'),
    t.knex('messages').orderBy('id'),
    t.knex('notifications').select('id', 'user_id', 'kind', 'facts', 'read_at', 'created_at').orderBy('id'),
    t.knex('email_outbox').count({ count: '*' }).first(),
    t.knex('conversation_reports').orderBy('id'),
  ]);
  return JSON.parse(JSON.stringify({ conversations, messages, notifications, outbox, reports })) as unknown;
}
