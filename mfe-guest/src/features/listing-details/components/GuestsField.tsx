import {
  countedGuests,
  formatGuestCounts,
  MAX_INFANTS,
  type GuestCounts,
} from '@shoreline/shared-domain/listingFacts';
import { Checkbox } from '@shoreline/shared-ui/components/Checkbox';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './GuestsField.module.css';

export interface GuestsFieldProps {
  value: GuestCounts;
  onChange: (guests: GuestCounts) => void;
  /** The listing's maximum: adults and children together never go above it. */
  maxGuests: number;
  /** The listing's house rule: the Pets choice is offered only where pets may come. */
  petsAllowed: boolean;
  error?: string;
}

type Count = 'adults' | 'children' | 'infants';

const ROWS: readonly { count: Count; label: string; one: string; hint?: string; min: number }[] = [
  { count: 'adults', label: 'Adults', one: 'adult', min: 1 },
  { count: 'children', label: 'Children', one: 'child', hint: 'Ages 2 to 12', min: 0 },
  { count: 'infants', label: 'Infants', one: 'infant', hint: 'Under 2; not counted', min: 0 },
];

/**
 * Who is coming (issue 24): a "Guests" button that opens steppers for adults (at least one),
 * children and infants, and a Pets choice where the listing allows pets. Adults and children stop at
 * the listing's maximum (their + buttons are disabled there); infants are not counted but stop at
 * MAX_INFANTS. The server checks the same rules (shared-domain validateGuests).
 */
export function GuestsField({ value, onChange, maxGuests, petsAllowed, error }: GuestsFieldProps) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = countedGuests(value) >= maxGuests;

  const maxOf = (count: Count): number =>
    count === 'infants' ? MAX_INFANTS : full ? value[count] : Number.POSITIVE_INFINITY;
  const step = (count: Count, delta: 1 | -1) => onChange({ ...value, [count]: value[count] + delta });

  // Escape closes the steppers and gives focus back to the button that opened them.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        Guests
      </span>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${id}-label ${id}-summary`}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span id={`${id}-summary`}>{formatGuestCounts(value)}</span>
        <span aria-hidden="true" className={styles.chevron}>
          {open ? '▴' : '▾'}
        </span>
      </button>
      <span id={hintId} className={styles.hint}>
        Up to {maxGuests} {maxGuests === 1 ? 'guest' : 'guests'}
      </span>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
      <div id={panelId} className={styles.panel} hidden={!open} onKeyDown={closeOnEscape}>
        {ROWS.map((row) => (
          <div key={row.count} className={styles.row} role="group" aria-labelledby={`${id}-${row.count}`}>
            <span className={styles.rowText}>
              <span id={`${id}-${row.count}`} className={styles.rowLabel}>
                {row.label}
              </span>
              {row.hint && <span className={styles.hint}>{row.hint}</span>}
            </span>
            <span className={styles.stepper}>
              <button
                type="button"
                className={styles.step}
                aria-label={`Remove ${row.one}`}
                disabled={value[row.count] <= row.min}
                onClick={() => step(row.count, -1)}
              >
                −
              </button>
              <output className={styles.count} aria-live="polite">
                {value[row.count]}
              </output>
              <button
                type="button"
                className={styles.step}
                aria-label={`Add ${row.one}`}
                disabled={value[row.count] >= maxOf(row.count)}
                onClick={() => step(row.count, 1)}
              >
                +
              </button>
            </span>
          </div>
        ))}
        {petsAllowed && (
          <Checkbox
            label="Pets"
            hint="This place welcomes pets"
            checked={value.pets}
            onChange={(event) => onChange({ ...value, pets: event.target.checked })}
          />
        )}
      </div>
    </div>
  );
}
