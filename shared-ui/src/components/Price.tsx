import { cx } from './classNames';
import { useFormatPrice } from './CurrencyContext';
import styles from './Price.module.css';

export interface PriceProps {
  /** The amount in EUR, the base currency every price is stored in. */
  amountEur: number;
  /** Text right after the amount, e.g. "/night". */
  suffix?: string;
  className?: string;
}

/** An EUR amount shown in the header's currency, with its symbol and 2 decimals: `$109.00/night`. */
export function Price({ amountEur, suffix, className }: PriceProps) {
  const format = useFormatPrice();
  return (
    <span className={cx(styles.price, className)}>
      {format(amountEur)}
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </span>
  );
}
