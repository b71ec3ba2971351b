import { MESSAGES_PAGE_SIZE, INBOX_PAGE_SIZE } from '@shoreline/shared-domain/conversations';
import { fixedStatement } from './fixed-statement';
import { keysetOrder, keysetSql } from './keyset-page';
import { SUMMARY_JOINS, SUMMARY_SQL } from './conversation-rows';

// What the conversations repository reads on every inbox, thread and badge request (issue 28), as
// fixed statements: each text written once here, run named on the pool (fixed-statement.ts), only the
// values built per request. The same SQL the query builder used to compile for every request.

/** An inbox: most recently active first, the id breaking ties; one scope per side. */
export const INBOX_ORDERS = {
  renter: keysetOrder('conversations-renter', 'desc', [
    { column: 'c.last_message_at', kind: 'micros' },
    { column: 'c.id', kind: 'uuid' },
  ] as const),
  host: keysetOrder('conversations-host', 'desc', [
    { column: 'c.last_message_at', kind: 'micros' },
    { column: 'c.id', kind: 'uuid' },
  ] as const),
};

/**
 * Values: the viewer, the cursor's keys when there is one, then the two expiry bounds
 * (`expiryBindings`). A page of the viewer's threads on their side's inbox index (the subquery: the
 * page and its keys), with each thread's summary by primary keys and one index range each, in one
 * statement and one snapshot. Planned once for all values (`genericPlan`): planning its eight
 * relations for every request cost more than running them (0.7 ms against 0.4 at 10k conversations).
 * The page's `LIMIT` over the ordered index keeps the generic plan on that index for any viewer: a
 * query of the page alone was planned to sort all of a busy host's threads, but under the join the
 * ordered walk wins (the plan test checks it; bench:messages' host of 10,000 threads at 100k
 * conversations plans and runs it in 0.3–0.5 ms). Two statements (page, then summaries) cost the API
 * a second round trip and a merge: ~300 µs of Node CPU a request, and twice the inbox's p99.
 */
function inboxSql(side: 'renter' | 'host', after: boolean) {
  const keyset = keysetSql(INBOX_ORDERS[side]);
  const page = keyset.outer('p');
  return fixedStatement(
    `conversations_inbox_${side}${after ? '_after' : ''}`,
    `SELECT ${SUMMARY_SQL}, ${page.select}
  FROM (SELECT c.id, ${keyset.select}
          FROM conversations c
         WHERE c.${side}_id = ?${after ? ` AND ${keyset.after}` : ''}
         ORDER BY ${keyset.orderBy}
         LIMIT ${INBOX_PAGE_SIZE + 1}) p
  JOIN conversations c ON c.id = p.id ${SUMMARY_JOINS}
 ORDER BY ${page.orderBy}`,
    { genericPlan: true },
  );
}

export const INBOX_SQL = {
  renter: { first: inboxSql('renter', false), after: inboxSql('renter', true) },
  host: { first: inboxSql('host', false), after: inboxSql('host', true) },
};

/** Values: the viewer, the two expiry bounds, the conversation, the viewer twice. */
export const DETAIL_SQL = fixedStatement(
  'conversation_detail',
  `SELECT ${SUMMARY_SQL},
       EXISTS (SELECT 1 FROM conversation_reports cr
                WHERE cr.conversation_id = c.id AND cr.reporter_id = ? AND cr.resolved_at IS NULL)
       AS reported_by_me
  FROM conversations c ${SUMMARY_JOINS}
 WHERE c.id = ? AND (c.renter_id = ? OR c.host_id = ?)
 LIMIT 1`,
);

/** Values: the conversation. The parties of a conversation (primary key), for the rules. */
export const ACCESS_SQL = fixedStatement(
  'conversation_access',
  `SELECT c.id, c.listing_id, c.renter_id, c.host_id,
       (r.deactivated_at IS NOT NULL) AS renter_deactivated, (h.deactivated_at IS NOT NULL) AS host_deactivated
  FROM conversations c JOIN users r ON r.id = c.renter_id JOIN users h ON h.id = c.host_id
 WHERE c.id = ?
 LIMIT 1`,
);

/** Values: the renter, the listing. By the conversation's unique key. */
export const LOOKUP_SQL = fixedStatement(
  'conversation_lookup',
  `SELECT id, host_id FROM conversations WHERE renter_id = ? AND listing_id = ? LIMIT 1`,
);

/** Values: the viewer, twice. Each side counted on its partial unread index, in one round trip. */
export const UNREAD_COUNTS_SQL = fixedStatement(
  'conversation_unread_counts',
  `SELECT (SELECT count(*) FROM conversations WHERE renter_id = ? AND renter_unread = true) AS renter,
       (SELECT count(*) FROM conversations WHERE host_id = ? AND host_unread = true) AS host`,
);

const MESSAGE_COLUMNS = 'm.id, m.kind, m.sender_id, m.body, m.event, m.booking_id, m.created_at';

/** Values: the conversation, then the id the page starts below when there is a cursor. */
function messagesSql(after: boolean) {
  return fixedStatement(
    `conversation_messages${after ? '_after' : ''}`,
    `SELECT ${MESSAGE_COLUMNS}, b.start_date, b.end_date
  FROM messages m LEFT JOIN bookings b ON b.id = m.booking_id
 WHERE m.conversation_id = ?${after ? ' AND m.id < ?::bigint' : ''}
 ORDER BY m.id DESC
 LIMIT ${MESSAGES_PAGE_SIZE + 1}`,
  );
}

export const MESSAGES_SQL = { first: messagesSql(false), after: messagesSql(true) };

/**
 * A party's page of a thread with the check that they are one, in one round trip (one request used
 * to read the parties, then the page). No row: no such conversation, or not theirs; one row whose
 * message id is null: a thread without messages. Values: the id the page starts below when there is
 * a cursor (it comes first in the text), the conversation, the viewer twice.
 */
function threadSql(after: boolean) {
  return fixedStatement(
    `conversation_thread${after ? '_after' : ''}`,
    `SELECT m.*
  FROM conversations c
  LEFT JOIN LATERAL (
    SELECT ${MESSAGE_COLUMNS}, b.start_date, b.end_date
      FROM messages m LEFT JOIN bookings b ON b.id = m.booking_id
     WHERE m.conversation_id = c.id${after ? ' AND m.id < ?::bigint' : ''}
     ORDER BY m.id DESC
     LIMIT ${MESSAGES_PAGE_SIZE + 1}
  ) m ON true
 WHERE c.id = ? AND (c.renter_id = ? OR c.host_id = ?)`,
  );
}

export const THREAD_SQL = { first: threadSql(false), after: threadSql(true) };
