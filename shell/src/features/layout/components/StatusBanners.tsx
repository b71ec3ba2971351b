import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { useOnline } from '@shoreline/shared-ui/shell/useOnline';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import styles from './Layout.module.css';

/**
 * The offline banner (SPEC 8, PRODUCT 15) and the notice that the session could not be read (the API
 * is down while the browser is online: the header may show a stale or signed-out state). The
 * fallback-rates note is the header's, under the currency menu (CurrencySelect, issue 22 item 11).
 */
export function StatusBanners() {
  const online = useOnline();
  const sessionUnavailable = useSession((state) => state.unavailable === true);
  // Offline already explains a session that cannot be read; one banner is enough.
  const showSessionNotice = online && sessionUnavailable;
  if (online && !showSessionNotice) return null;
  return (
    <div className={styles.banner}>
      {!online && <Notice tone="warning">{MESSAGES.offlineBanner}</Notice>}
      {showSessionNotice && <Notice tone="warning">{MESSAGES.userDataUnavailable}</Notice>}
    </div>
  );
}
