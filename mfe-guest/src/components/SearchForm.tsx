import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LOCATION_LENGTH } from '@shoreline/shared-domain/constants';
import { FACT_FILTER_PARAMS } from '@shoreline/shared-domain/factFilters';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { checkSearchDates, checkSearchLocation } from '@shoreline/shared-domain/searchFormChecks';
import type { IsoDate } from '@shoreline/shared-domain/types';
import { Button } from '@shoreline/shared-ui/components/Button';
import { DateRangePicker, type DateRangeValue } from '@shoreline/shared-ui/components/DateRangePicker';
import { TextField } from '@shoreline/shared-ui/components/TextField';
import { useFormChecks } from '@shoreline/shared-ui/hooks/useFormChecks';
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
  /** Why the URL's dates were read as "any dates" (shown under Check-out until the dates change). */
  datesNotice?: string | null;
}

const FILTER_PARAMS = [
  'minPrice',
  'maxPrice',
  'currency',
  'sort',
  // The facts filters (issue 24): a new place or new dates keep who is coming and what is needed.
  ...Object.values(FACT_FILTER_PARAMS),
] as const;

/**
 * Where, check-in, check-out (SPEC 2 home hero and search page). Dates cannot be typed; check-in
 * starts today and check-out after check-in (SPEC 5). Submitting opens /search with the criteria.
 * What the search could not use is said here, never dropped in silence (issue 22 item 6): "Where"
 * stops at the API's limit, and a check-in without a check-out is refused with a message under
 * Check-out (linked by aria-describedby), keeping what was chosen.
 */
export function SearchForm({
  initialLocation,
  initialCheckin,
  initialCheckout,
  label = 'Search stays',
  keepFilters,
  datesNotice = null,
}: SearchFormProps) {
  const navigate = useNavigate();
  const today = useToday();
  const [location, setLocation] = useState(initialLocation ?? '');
  const [dates, setDates] = useState<DateRangeValue>({
    start: initialCheckin ?? null,
    end: initialCheckout ?? null,
  });
  // The URL's notice stands for the dates it came with: new dates replace it.
  const [notice, setNotice] = useState(datesNotice);
  const where = checkSearchLocation(location);
  const stay = checkSearchDates(dates);
  const checks = useFormChecks({ location: where, checkout: stay });

  const changeDates = (next: DateRangeValue) => {
    setNotice(null);
    setDates(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checks.checkAll() || !where.ok || !stay.ok) return;
    const kept = Object.fromEntries(FILTER_PARAMS.map((name) => [name, keepFilters?.get(name) ?? undefined]));
    navigate(
      paths.search({
        location: where.value || undefined,
        checkin: stay.value?.checkin,
        checkout: stay.value?.checkout,
        ...kept,
      }),
    );
  };

  return (
    <form
      ref={checks.formRef}
      className={styles.form}
      role="search"
      aria-label={label}
      onSubmit={submit}
      noValidate
    >
      <TextField
        label="Where"
        name="location"
        placeholder="City or country"
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        wrapperClassName={styles.where}
        autoComplete="off"
        maxLength={MAX_SEARCH_LOCATION_LENGTH}
        // At the limit typing stops: say why. A longer one (from a link) is an error at once.
        hint={
          where.ok && location.length >= MAX_SEARCH_LOCATION_LENGTH
            ? MESSAGES.searchLocationTooLong
            : undefined
        }
        error={where.ok ? undefined : where.message}
      />
      <DateRangePicker
        className={styles.dates}
        value={dates}
        onChange={changeDates}
        min={today}
        today={today}
        endError={checks.errors.checkout ?? notice ?? undefined}
        clearable
      />
      <Button type="submit" className={styles.submit}>
        Search
      </Button>
    </form>
  );
}
