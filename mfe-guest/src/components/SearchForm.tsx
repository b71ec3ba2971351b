import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { DateRangePicker, type DateRangeValue } from '@shoreline/shared-ui/components/DateRangePicker';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { paths } from '@shoreline/shared-ui/routes';
import { useToday } from '@shoreline/shared-ui/shell/useToday';
import styles from './SearchForm.module.css';

export interface SearchFormProps {
  initialLocation?: string | null;
  initialCheckin?: IsoDate | null;
  initialCheckout?: IsoDate | null;
  /** Accessible name of the form, e.g. "Search stays". */
  label?: string;
  /** The current search's URL: its price filter and order survive a new place or dates. */
  keepFilters?: URLSearchParams;
}

const FILTER_PARAMS = ['minPrice', 'maxPrice', 'currency', 'sort'] as const;

/**
 * Where, check-in, check-out (SPEC 2 home hero and search page). Dates cannot be typed; check-in
 * starts today and check-out after check-in (SPEC 5). Submitting opens /search with the criteria.
 */
export function SearchForm({
  initialLocation,
  initialCheckin,
  initialCheckout,
  label = 'Search stays',
  keepFilters,
}: SearchFormProps) {
  const navigate = useNavigate();
  const today = useToday();
  const [location, setLocation] = useState(initialLocation ?? '');
  const [dates, setDates] = useState<DateRangeValue>({
    start: initialCheckin ?? null,
    end: initialCheckout ?? null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kept = Object.fromEntries(FILTER_PARAMS.map((name) => [name, keepFilters?.get(name) ?? undefined]));
    navigate(
      paths.search({
        location: location.trim() || undefined,
        checkin: dates.start ?? undefined,
        checkout: dates.start && dates.end ? dates.end : undefined,
        ...kept,
      }),
    );
  };

  return (
    <form className={styles.form} role="search" aria-label={label} onSubmit={submit}>
      <TextField
        label="Where"
        name="location"
        placeholder="City or country"
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        wrapperClassName={styles.where}
        autoComplete="off"
      />
      <DateRangePicker
        className={styles.dates}
        value={dates}
        onChange={setDates}
        min={today}
        today={today}
        clearable
      />
      <Button type="submit" className={styles.submit}>
        Search
      </Button>
    </form>
  );
}
