import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { ConversationRole } from '@shoreline/shared-domain/conversations';
import { messageArrivedAnnouncement } from '@shoreline/shared-domain/conversationMessages';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import {
  BOOKING_NOTIFICATION_KINDS,
  MESSAGE_NOTIFICATION_KINDS,
  type NotificationKind,
} from '@shoreline/shared-domain/notifications';
import { apiErrorCode, apiErrorStatus } from '../../api/apiRequestError';
import { errorMessage } from '../../api/errorMessage';
import type { NotificationArrival } from '../../contract';
import { paths } from '@shoreline/shared-domain/paths';
import { useNotificationRefresh } from '../../shell/useNotificationRefresh';
import { useSession } from '../../shell/useSession';
import { AppLink } from '../AppLink';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { Notice } from '../Notice';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { ConversationHeader } from './ConversationHeader';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { ReportConversation } from './ReportConversation';
import { useConversationThread } from './useConversationThread';
import styles from './ConversationThread.module.css';

export interface ConversationThreadProps {
  conversationId: string;
  /**
   * The app's side: 'renter' in the guest app (/messages/:id), 'host' in the host app
   * (/host/messages/:id). It says where "back" leads; a conversation of the other side (a host who
   * also rents followed a link of the wrong app) is replaced by that side's page of it.
   */
  side: ConversationRole;
}

/** Each side's inbox and page of a thread. */
const SIDES = {
  renter: { inboxHref: paths.messages(), inboxLabel: MESSAGES.messagesTitle, thread: paths.messageThread },
  host: {
    inboxHref: paths.hostMessages(),
    inboxLabel: MESSAGES.hostMessagesTitle,
    thread: paths.hostMessageThread,
  },
} as const satisfies Record<ConversationRole, unknown>;

/** Live: a message of any thread (filtered by conversation below), a booking event, or an unknown arrival. */
const LIVE_KINDS: readonly NotificationKind[] = [
  ...MESSAGE_NOTIFICATION_KINDS,
  ...BOOKING_NOTIFICATION_KINDS,
];

/** Within this many pixels of the bottom, a new message keeps the view at the bottom. */
const NEAR_BOTTOM_PX = 80;

function ThreadSkeleton() {
  return (
    <div role="status" aria-label={MESSAGES.conversationLoading} className={styles.thread}>
      <div className={styles.header}>
        <Skeleton variant="circle" width="3rem" height="3rem" />
        <Skeleton lines={2} />
      </div>
      <Skeleton variant="rect" height="16rem" />
    </div>
  );
}

/**
 * One conversation, as both parties read it (issue 25; the guest and host apps mount it at
 * /messages/:id and /host/messages/:id): the header, the messages oldest at the top with "Show earlier
 * messages" above them, the composer (or why one cannot reply), and the report. It follows the shell's
 * notification arrivals: a message of this thread, or a booking event of its listing, shows at once.
 */
export function ConversationThread({ conversationId, side }: ConversationThreadProps) {
  const { inboxHref, inboxLabel } = SIDES[side];
  const { detail, messages, refreshNewest, send, markRead } = useConversationThread(conversationId);
  const viewerId = useSession((state) => state.user?.id ?? null);
  const [announcement, setAnnouncement] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);

  const ordered = useMemo(() => [...(messages.data ?? [])].reverse(), [messages.data]);
  const oldestId = ordered[0]?.id;
  const newestId = ordered[ordered.length - 1]?.id;
  const info = detail.status === 'success' ? detail.data : null;
  const shown = info !== null && messages.status === 'success';

  useNotificationRefresh(LIVE_KINDS, (arrival: NotificationArrival) => {
    const notification = arrival.notification;
    if (notification?.kind === 'message-received') {
      if (notification.facts.conversationId !== conversationId) return;
    } else if (notification && !(info && arrival.ids.includes(info.listing.id))) {
      return;
    }
    if (notification && notification.kind !== 'message-received') detail.reload();
    refreshNewest().then(
      (fresh) => {
        const theirs = fresh.filter((message) => message.kind === 'text' && message.senderId !== viewerId);
        const last = theirs[theirs.length - 1];
        if (last?.kind === 'text' && info) {
          setAnnouncement(messageArrivedAnnouncement(info.otherParty.name, last.body));
        }
        if (fresh.length > 0) markRead();
      },
      (error: unknown) => console.error(error),
    );
  });

  // "Show earlier messages" keeps what was on screen where it was: same distance from the bottom.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && fromBottom.current !== null) {
      box.scrollTop = box.scrollHeight - fromBottom.current;
      // The first message was reached and its button is gone: focus stays in the history, not lost.
      if (!messages.hasMore && document.activeElement === document.body) box.focus();
    }
    fromBottom.current = null;
    // Only when the oldest message changes; `hasMore` is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oldestId]);
  // The first page opens at the newest message; a new one keeps the view at the bottom if it was there.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && atBottom.current) box.scrollTop = box.scrollHeight;
    // `shown`: the history is on screen only once the header came too, whichever answered last.
  }, [newestId, shown]);

  const loadOlder = () => {
    const box = scroller.current;
    if (box) fromBottom.current = box.scrollHeight - box.scrollTop;
    messages.loadMore();
  };

  const back = (
    <AppLink href={inboxHref} className={styles.back}>
      <span aria-hidden="true">← </span>
      {inboxLabel}
    </AppLink>
  );

  if (detail.status === 'error' || messages.status === 'error') {
    const error = detail.status === 'error' ? detail.error : messages.error;
    const gone = apiErrorStatus(error) === 404;
    return (
      <div className={styles.thread}>
        {back}
        <ErrorBox
          message={errorMessage(error, MESSAGES.conversationLoadFailed)}
          action={
            gone
              ? { label: inboxLabel, href: inboxHref }
              : {
                  label: 'Retry',
                  onClick: () => {
                    detail.reload();
                    messages.reload();
                  },
                }
          }
        />
      </div>
    );
  }
  if (info && info.role !== side) {
    return <Navigate to={SIDES[info.role].thread(conversationId)} replace />;
  }
  if (!shown) {
    return (
      <div className={styles.thread}>
        {back}
        <ThreadSkeleton />
      </div>
    );
  }

  return (
    <div className={styles.thread}>
      {back}
      <ConversationHeader detail={info} />
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label={MESSAGES.messagesTitle}
        // Focusable so the keyboard can scroll the history.
        tabIndex={0}
        onScroll={(event) => {
          const box = event.currentTarget;
          atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
        }}
      >
        {messages.hasMore && (
          <div className={styles.older}>
            {messages.loadMoreFailed && <ErrorBox message={MESSAGES.loadMoreFailed} />}
            <Button variant="secondary" size="sm" loading={messages.loadingMore} onClick={loadOlder}>
              {MESSAGES.loadOlderMessages}
            </Button>
          </div>
        )}
        <MessageList
          messages={ordered}
          viewerId={viewerId}
          partyNames={{ [info.otherParty.id]: info.otherParty.name }}
          label={MESSAGES.messagesTitle}
        />
      </div>
      {/* New messages from the other party, read out once as they arrive (not the whole history). */}
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {info.canWrite ? (
        <MessageComposer
          onSend={async (body) => {
            atBottom.current = true;
            try {
              await send(body);
            } catch (error) {
              // The other account was deactivated meanwhile: the header learns it and the composer goes.
              if (apiErrorCode(error) === 'CONVERSATION_RECIPIENT_DEACTIVATED') detail.reload();
              throw error;
            }
          }}
        />
      ) : (
        <Notice tone="warning">{MESSAGES.conversationReadOnly}</Notice>
      )}
      <div className={styles.report}>
        <ReportConversation conversationId={conversationId} reportedByMe={info.reportedByMe} />
      </div>
    </div>
  );
}
