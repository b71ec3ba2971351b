import { useEffect, useRef, useState } from 'react';
import { newNotificationAnnouncement, notificationText } from '@shoreline/shared-domain/messages';
import { VisuallyHidden } from '@shoreline/shared-ui/components/VisuallyHidden';
import { useCurrency } from '@shoreline/shared-ui/shell/useCurrency';
import { useNotifications } from '@shoreline/shared-ui/shell/useNotifications';

/**
 * A polite live region that says "New notification: ..." when one arrives while the app is open
 * (the bell's name carries the count; this tells what happened). Always in the page, so screen
 * readers are listening before the first announcement.
 */
export function NotificationAnnouncer() {
  const latest = useNotifications((state) => state.latest);
  const { format } = useCurrency();
  const [message, setMessage] = useState('');
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!latest || latest.id === announced.current) return;
    announced.current = latest.id;
    setMessage(newNotificationAnnouncement(notificationText(latest, format).title));
  }, [latest, format]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-notification-announcer="">
      <VisuallyHidden>{message}</VisuallyHidden>
    </div>
  );
}
