import { useCallback, useId } from 'react';
import { withUnreadCount } from '@shoreline/shared-domain/conversationMessages';
import type { ConversationRole, ConversationSummary } from '@shoreline/shared-domain/conversations';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import {
  BOOKING_NOTIFICATION_KINDS,
  MESSAGE_NOTIFICATION_KINDS,
  type NotificationKind,
} from '@shoreline/shared-domain/notifications';
import { getConversations } from '../../api/conversations/getConversations';
import { getUnreadConversations } from '../../api/conversations/getUnreadConversations';
import { useAsync } from '../../hooks/useAsync';
import { usePagedList } from '../../hooks/usePagedList';
import { useApi } from '../../shell/useApi';
import { useNotificationRefresh } from '../../shell/useNotificationRefresh';
import { useToday } from '../../shell/useToday';
import { EmptyState } from '../EmptyState';
import { ErrorBox } from '../ErrorBox';
import { LoadMore } from '../LoadMore';
import { PageHeader } from '../PageHeader';
import { Skeleton } from '../Skeleton';
import { InboxRow } from './InboxRow';
import styles from './ConversationInbox.module.css';

export interface ConversationInboxProps {
  /** Which side's threads: 'renter' in the guest app, 'host' in the host app. */
  role: ConversationRole;
  /** A row's link: paths.messageThread / paths.hostMessageThread. */
  threadHref: (id: string) => string;
  /** The host's inbox: rows under their listing's heading, listings in the order of their newest thread. */
  groupByListing?: boolean;
  /** The empty state's text: MESSAGES.messagesEmptyHint / MESSAGES.hostMessagesEmptyHint. */
  emptyHint: string;
}

/** A new message or a booking event reorders the inbox and may change a badge. */
const LIVE_KINDS: readonly NotificationKind[] = [
  ...MESSAGE_NOTIFICATION_KINDS,
  ...BOOKING_NOTIFICATION_KINDS,
];

/** Rows by listing, each listing where its first (most recent) row was. */
function byListing(rows: readonly ConversationSummary[]): ConversationSummary[][] {
  const groups = new Map<string, ConversationSummary[]>();
  for (const row of rows) {
    const group = groups.get(row.listing.id);
    if (group) group.push(row);
    else groups.set(row.listing.id, [row]);
  }
  return [...groups.values()];
}

function InboxSkeleton() {
  return (
    <div role="status" aria-label={MESSAGES.messagesLoading} className={styles.rows}>
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.row}>
          <Skeleton variant="circle" />
          <Skeleton lines={2} />
        </div>
      ))}
    </div>
  );
}

/**
 * A person's inbox on one side (issue 25; /messages and /host/messages): the page's h1 with the number
 * of unread threads, the threads most recently active first, a page at a time, kept current by the
 * shell's notification arrivals. It renders the page's h1: mount it directly in the page.
 */
export function ConversationInbox({
  role,
  threadHref,
  groupByListing = false,
  emptyHint,
}: ConversationInboxProps) {
  const api = useApi();
  const today = useToday();
  const headingId = useId();
  const loadPage = useCallback(
    (cursor: string | null) => getConversations(api, { role, cursor }),
    [api, role],
  );
  const list = usePagedList(loadPage);
  const loadUnread = useCallback(() => getUnreadConversations(api), [api]);
  const unread = useAsync(loadUnread);
  const { reload: reloadList } = list;
  const { reload: reloadUnread } = unread;
  useNotificationRefresh(LIVE_KINDS, () => {
    reloadList();
    reloadUnread();
  });

  const title = role === 'host' ? MESSAGES.hostMessagesTitle : MESSAGES.messagesTitle;
  const count = unread.status === 'success' ? unread.data[role] : 0;
  const row = (conversation: ConversationSummary) => (
    <InboxRow
      key={conversation.id}
      conversation={conversation}
      href={threadHref(conversation.id)}
      showListing={!groupByListing}
      today={today}
    />
  );

  return (
    <div className={styles.inbox}>
      <PageHeader title={withUnreadCount(title, count)} />
      {list.status === 'loading' && <InboxSkeleton />}
      {list.status === 'error' && (
        <ErrorBox message={MESSAGES.messagesLoadFailed} action={{ label: 'Retry', onClick: list.reload }} />
      )}
      {list.status === 'success' && list.data.length === 0 && (
        <EmptyState title={MESSAGES.messagesEmpty} text={emptyHint} />
      )}
      {list.status === 'success' && list.data.length > 0 && (
        <>
          {groupByListing ? (
            byListing(list.data).map((group, index) => {
              const id = `${headingId}-${index}`;
              return (
                <section key={group[0]!.listing.id} aria-labelledby={id} className={styles.group}>
                  <h2 id={id} className={styles.groupTitle}>
                    {group[0]!.listing.title}
                  </h2>
                  <ul className={styles.rows}>{group.map(row)}</ul>
                </section>
              );
            })
          ) : (
            <ul className={styles.rows} aria-label={title}>
              {list.data.map(row)}
            </ul>
          )}
          <LoadMore list={list} />
        </>
      )}
    </div>
  );
}
