import { MESSAGES } from '@shoreline/shared-domain/messages';
import { CURRENCIES } from '@shoreline/shared-domain/pricing';
import { CURRENCY_CODES, type CurrencyCode } from '@shoreline/shared-domain/types';
import { Select } from '@shoreline/shared-ui/components/Select';
import { useCurrency } from '@shoreline/shared-ui/shell/useCurrency';
import styles from './Header.module.css';

const OPTIONS = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: `${currency.code} ${currency.symbol}`,
}));

const isCurrencyCode = (value: string): value is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(value);

/**
 * USD, EUR or GBP: every price in every remote follows this choice at once. Under it, inside the
 * header, the note that prices use the built-in rates (SPEC 8, PRODUCT 13; issue 22 item 11): part
 * of the header, so it covers no page content, and out of the flow, so its arrival moves nothing.
 * Its live region is always there and gets the text once, so a screen reader announces it once.
 */
export function CurrencySelect() {
  const { code, setCode, usingFallbackRates } = useCurrency();
  return (
    <div className={styles.currencyArea}>
      <Select
        label="Currency"
        hideLabel
        options={OPTIONS}
        value={code}
        onChange={(event) => {
          if (isCurrencyCode(event.target.value)) setCode(event.target.value);
        }}
        wrapperClassName={styles.currency}
      />
      {/* A polite live region, not role="status": the header's notification announcer is its status. */}
      <p aria-live="polite" aria-atomic="true" className={styles.ratesNote}>
        {usingFallbackRates ? MESSAGES.usingCachedRates : null}
      </p>
    </div>
  );
}
