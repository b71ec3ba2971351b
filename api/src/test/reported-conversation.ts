import type { TestApp, TestUser } from './build-test-app';

// Fixtures of reported conversations (issue 25), for the report and admin tests: conversations and
// messages are arranged in SQL (a renter's message about a listing of the host), the report is filed
// through the API.

export interface ReportedConversation {
  renter: TestUser;
  host: TestUser;
  listingId: string;
  conversationId: string;
  /** The renter's open report of it. */
  reportId: string;
}

/** A conversation between `renter` and `host` about a new listing of the host, with one message of the host. */
export async function insertConversation(
  t: TestApp,
  renter: TestUser,
  host: TestUser,
): Promise<{ listingId: string; conversationId: string }> {
  const listingId = await t.createListing(host, { title: 'Harbour loft' });
  const [row] = (await t
    .knex('conversations')
    .insert({ listing_id: listingId, renter_id: renter.user.id, host_id: host.user.id })
    .returning('id')) as { id: string }[];
  if (!row) throw new Error('insert into conversations returned no row');
  await t.knex('messages').insert({
    conversation_id: row.id,
    kind: 'text',
    sender_id: host.user.id,
    body: 'Pay me by bank transfer',
  });
  return { listingId, conversationId: row.id };
}

/** `who`'s report of the conversation through the API (its answer, unchecked). */
export function fileReport(t: TestApp, who: TestUser | null, conversationId: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/reports`,
    headers: who?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}

/**
 * A new renter and host (by default; pass `host` to use another, e.g. an admin who hosts), their
 * conversation, and the renter's open report of it.
 */
export async function reportedConversation(
  t: TestApp,
  options: { reason?: string; host?: TestUser } = {},
): Promise<ReportedConversation> {
  const [renter, host] = await Promise.all([
    t.createUser(),
    options.host ?? t.createUser({ roles: ['renter', 'host'] }),
  ]);
  const { listingId, conversationId } = await insertConversation(t, renter, host);
  const res = await fileReport(t, renter, conversationId, {
    reason: options.reason ?? 'Asked me to pay outside the site',
  });
  expect(res.statusCode).toBe(201);
  return { renter, host, listingId, conversationId, reportId: res.json().id as string };
}

/** What a refused request must leave as it was: reports, deactivations and sessions. */
export async function reportsState(t: TestApp) {
  return {
    reports: await t.knex('conversation_reports').select('*').orderBy('id'),
    deactivated: await t
      .knex('users')
      .select('id', 'deactivated_at')
      .whereNotNull('deactivated_at')
      .orderBy('id'),
    sessions: (await t.knex('sessions').select('id').orderBy('id')).map((row: { id: string }) => row.id),
  };
}
