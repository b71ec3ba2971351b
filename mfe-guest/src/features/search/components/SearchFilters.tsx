import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { currencySymbol } from '@shoreline/shared-domain/pricing';
import type { ParsedSearch } from '@shoreline/shared-domain/search';
import { DEFAULT_LISTING_SORT, validateSearchFilters } from '@shoreline/shared-domain/searchFilters';
import type { ListingSort } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { Select } from '@shoreline/shared-ui/components/Select';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useCurrency } from '@shoreline/shared-ui/shell/useCurrency';
import styles from './SearchFilters.module.css';

const SORT_OPTIONS: readonly { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'top-rated', label: 'Top rated' },
];

/**
 * Price per night and order of the results, kept in the URL (Back, reload and sharing keep them).
 * Bounds are entered in the header's currency and sent with it; the API converts with the same
 * rates. The same rules as the API (shared-domain) run here first, so a bad value is never sent.
 */
export function SearchFilters({ criteria }: { criteria: ParsedSearch }) {
  const [params, setParams] = useSearchParams();
  const { code } = useCurrency();
  // Bounds already in the URL keep the currency they were entered in.
  const currency = criteria.currency ?? code;
  const [minPrice, setMinPrice] = useState(criteria.minPrice === null ? '' : String(criteria.minPrice));
  const [maxPrice, setMaxPrice] = useState(criteria.maxPrice === null ? '' : String(criteria.maxPrice));
  const [error, setError] = useState<string | null>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSearchFilters({ minPrice, maxPrice });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    const { minPrice: min, maxPrice: max } = checked.value;
    update({
      minPrice: min === null ? null : String(min),
      maxPrice: max === null ? null : String(max),
      currency: min === null && max === null ? null : currency,
    });
  };

  const clearPrices = () => {
    setMinPrice('');
    setMaxPrice('');
    setError(null);
    update({ minPrice: null, maxPrice: null, currency: null });
  };

  const symbol = currencySymbol(currency);
  return (
    <div className={styles.filters}>
      <form className={styles.prices} aria-label="Price per night" onSubmit={applyPrices} noValidate>
        <TextField
          label={`Min price (${symbol})`}
          name="minPrice"
          inputMode="decimal"
          value={minPrice}
          onChange={(event) => setMinPrice(event.target.value)}
          aria-invalid={error ? true : undefined}
          wrapperClassName={styles.price}
        />
        <TextField
          label={`Max price (${symbol})`}
          name="maxPrice"
          inputMode="decimal"
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
          error={error ?? undefined}
          wrapperClassName={styles.price}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            Apply
          </Button>
          {(criteria.minPrice !== null || criteria.maxPrice !== null) && (
            <Button type="button" variant="ghost" onClick={clearPrices}>
              Clear
            </Button>
          )}
        </div>
      </form>
      <Select
        label="Sort by"
        name="sort"
        options={SORT_OPTIONS}
        value={criteria.sort ?? DEFAULT_LISTING_SORT}
        onChange={(event) =>
          update({ sort: event.target.value === DEFAULT_LISTING_SORT ? null : event.target.value })
        }
        wrapperClassName={styles.sort}
      />
    </div>
  );
}
