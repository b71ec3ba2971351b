import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { InfoIcon } from '@shoreline/shared-ui/components/icons';
import { useCurrency } from '@shoreline/shared-ui/shell/useCurrency';
import { useOnline } from '@shoreline/shared-ui/shell/useOnline';
import { useSession } from '@shoreline/shared-ui/shell/useSession';
import styles from './Layout.module.css';

/**
 * The offline banner (SPEC 8, PRODUCT 15), the notice that the session could not be read (the API is
 * down while the browser is online: the header may show a stale or signed-out state), and the quieter
 * fallback-rates note (SPEC 8, PRODUCT 13): prices still show, converted with the built-in rates.
 */
export function StatusBanners() {
  const online = useOnline();
  const sessionUnavailable = useSession((state) => state.unavailable === true);
  const { usingFallbackRates } = useCurrency();
  // Offline already explains a session that cannot be read; one banner is enough.
  const showSessionNotice = online && sessionUnavailable;
  if (online && !showSessionNotice && !usingFallbackRates) return null;
  return (
    <div className={styles.banner}>
      {!online && <Notice tone="warning">{MESSAGES.offlineBanner}</Notice>}
      {showSessionNotice && <Notice tone="warning">{MESSAGES.userDataUnavailable}</Notice>}
      {usingFallbackRates && (
        <p role="status" className={styles.ratesNote}>
          <InfoIcon aria-hidden="true" width={16} height={16} />
          {MESSAGES.usingCachedRates}
        </p>
      )}
    </div>
  );
}
