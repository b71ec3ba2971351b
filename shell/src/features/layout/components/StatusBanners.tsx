import { MESSAGES } from '@shoreline/shared-domain/messages';
import { Notice } from '@shoreline/shared-ui/components/Notice';
import { InfoIcon } from '@shoreline/shared-ui/components/icons';
import { useCurrency } from '@shoreline/shared-ui/shell/useCurrency';
import { useOnline } from '@shoreline/shared-ui/shell/useOnline';
import styles from './Layout.module.css';

/**
 * The offline banner (SPEC 8, PRODUCT 15) and the quieter fallback-rates note (SPEC 8, PRODUCT 13):
 * prices still show, converted with the built-in rates.
 */
export function StatusBanners() {
  const online = useOnline();
  const { usingFallbackRates } = useCurrency();
  if (online && !usingFallbackRates) return null;
  return (
    <div className={styles.banner}>
      {!online && <Notice tone="warning">{MESSAGES.offlineBanner}</Notice>}
      {usingFallbackRates && (
        <p role="status" className={styles.ratesNote}>
          <InfoIcon aria-hidden="true" width={16} height={16} />
          {MESSAGES.usingCachedRates}
        </p>
      )}
    </div>
  );
}
