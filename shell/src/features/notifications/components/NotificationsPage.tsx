import { useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { Notification } from '@shoreline/shared-domain/notifications';
import { errorMessage } from '@shoreline/shared-ui/api/errorMessage';
import { Button } from '@shoreline/shared-ui/components/Button';
import { EmptyState } from '@shoreline/shared-ui/components/EmptyState';
import { ErrorBox } from '@shoreline/shared-ui/components/ErrorBox';
import { Page } from '@shoreline/shared-ui/components/Page';
import { PageHeader } from '@shoreline/shared-ui/components/PageHeader';
import { Skeleton } from '@shoreline/shared-ui/components/Skeleton';
import { BellIcon } from '@shoreline/shared-ui/components/icons';
import { useNotifications } from '@shoreline/shared-ui/shell/useNotifications';
import { useNotificationList } from '../hooks/useNotificationList';
import { NotificationItem } from './NotificationItem';
import styles from './NotificationsPage.module.css';

/**
 * `/notifications` (PRODUCT.md 25), a shell page like sign-in: it shows the shell's own state (the
 * bell), serves every role, links into every remote and stays usable when a remote is down.
 */
export function NotificationsPage() {
  const list = useNotificationList();
  const unreadCount = useNotifications((state) => state.unreadCount) ?? 0;
  const markRead = useNotifications((state) => state.markRead);
  const markAllRead = useNotifications((state) => state.markAllRead);
  const [marking, setMarking] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const open = (notification: Notification) => {
    if (notification.readAt !== null || list.status !== 'success') return;
    list.markReadLocally([notification.id]);
    // The link navigates at once; the count follows when the server answers.
    markRead(notification.id).catch((error: unknown) =>
      console.error(MESSAGES.notificationsUpdateFailed, error),
    );
  };

  const readAll = async () => {
    if (list.status !== 'success') return;
    setMarking(true);
    setActionError(null);
    try {
      await markAllRead();
      list.markReadLocally('all');
    } catch (error) {
      setActionError(errorMessage(error, MESSAGES.notificationsUpdateFailed));
    } finally {
      setMarking(false);
    }
  };

  return (
    <Page>
      <PageHeader
        title={MESSAGES.notificationsTitle}
        actions={
          list.status === 'success' && list.items.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              loading={marking}
              disabled={unreadCount === 0 && list.items.every((item) => item.readAt !== null)}
              onClick={() => void readAll()}
            >
              {MESSAGES.markAllAsRead}
            </Button>
          ) : undefined
        }
      />
      {actionError && <ErrorBox message={actionError} />}
      <div aria-busy={list.status === 'loading'}>
        {list.status === 'loading' && (
          <ul className={styles.list} aria-label="Loading notifications">
            {[0, 1, 2].map((key) => (
              <li key={key} className={styles.item}>
                <Skeleton lines={2} />
              </li>
            ))}
          </ul>
        )}
        {list.status === 'error' && (
          <ErrorBox
            message={MESSAGES.notificationsLoadFailed}
            action={{ label: 'Retry', onClick: list.retry }}
          />
        )}
        {list.status === 'success' && list.items.length === 0 && (
          <EmptyState
            icon={<BellIcon width={32} height={32} />}
            title={MESSAGES.noNotifications}
            text={MESSAGES.noNotificationsHint}
          />
        )}
        {list.status === 'success' && list.items.length > 0 && (
          <>
            <ul className={styles.list} aria-label={MESSAGES.notificationsTitle}>
              {list.items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onOpen={open} />
                </li>
              ))}
            </ul>
            {list.loadMoreFailed && (
              <ErrorBox
                message={MESSAGES.notificationsLoadFailed}
                action={{ label: 'Retry', onClick: list.loadMore }}
              />
            )}
            {list.hasMore && !list.loadMoreFailed && (
              <div className={styles.more}>
                <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
