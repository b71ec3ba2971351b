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

/** USD, EUR or GBP: every price in every remote follows this choice at once. */
export function CurrencySelect() {
  const { code, setCode } = useCurrency();
  return (
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
  );
}
