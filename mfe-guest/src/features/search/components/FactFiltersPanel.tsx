import { useId, useState, type ReactNode } from 'react';
import { AMENITIES, sortAmenityIds, type AmenityId } from '@shoreline/shared-domain/amenities';
import type { FactFilters } from '@shoreline/shared-domain/factFilters';
import { MAX_GUESTS, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@shoreline/shared-domain/listingFacts';
import { Select } from '@shoreline/shared-ui/components/Select';
import styles from './FactFiltersPanel.module.css';

/** The amenities people filter by most, shown at once; the others behind "More amenities". */
export const POPULAR_AMENITIES: readonly AmenityId[] = [
  'wifi',
  'kitchen',
  'parking',
  'sea-view',
  'pool',
  'air-conditioning',
  'washer',
  'workspace',
];

const GUEST_OPTIONS = [
  { value: '', label: 'Any' },
  ...Array.from({ length: MAX_GUESTS }, (_, index) => ({
    value: String(index + 1),
    label: `${index + 1} ${index === 0 ? 'guest' : 'guests'}`,
  })),
];

/** "5+" is at least five: the API's minimum. */
const BEDROOM_CHOICES: readonly { value: number | null; label: string }[] = [
  { value: null, label: 'Any' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: 5, label: '5+' },
];

function Chip({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.chip}>
      <input type={type} name={name} checked={checked} onChange={onChange} className={styles.chipInput} />
      <span className={styles.chipLabel}>{children}</span>
    </label>
  );
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((other) => other !== item) : [...list, item];
}

export interface FactFiltersPanelProps {
  facts: FactFilters;
  onChange: (next: FactFilters) => void;
  className?: string;
}

/**
 * Guests, type of place, minimum bedrooms and amenities (issue 24 item 3): native inputs (keyboard
 * and screen readers for free), each change reported at once. Used beside the results on wide
 * screens and inside the filter sheet on phones; ids come from useId, so both can be on the page.
 */
export function FactFiltersPanel({ facts: fromUrl, onChange: report, className }: FactFiltersPanelProps) {
  const id = useId();
  // The router applies a URL change in a transition: without a copy of our own, a controlled checkbox
  // would show its old state until that lands (and a quick second click would read stale filters).
  // The copy follows the URL whenever the URL changes (Back, Clear all, a shared link).
  const urlKey = JSON.stringify(fromUrl);
  const [facts, setFacts] = useState(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setFacts(fromUrl);
  }
  const onChange = (next: FactFilters) => {
    setFacts(next);
    report(next);
  };
  // Amenities chosen in a shared link stay visible even when they are not among the popular ones.
  const [showAll, setShowAll] = useState(() => facts.amenities.some((a) => !POPULAR_AMENITIES.includes(a)));
  const shownAmenities = showAll ? AMENITIES.map((amenity) => amenity.id) : POPULAR_AMENITIES;
  const labelOf = new Map(AMENITIES.map((amenity) => [amenity.id, amenity.label]));
  const moreId = `${id}-more`;

  return (
    <div className={className ?? styles.panel}>
      <Select
        label="Guests"
        name="guests"
        options={GUEST_OPTIONS}
        value={facts.guests === null ? '' : String(facts.guests)}
        onChange={(event) =>
          onChange({ ...facts, guests: event.target.value === '' ? null : Number(event.target.value) })
        }
        wrapperClassName={styles.guests}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Type of place</legend>
        <div className={styles.chips}>
          {PROPERTY_TYPES.map((type) => (
            <Chip
              key={type}
              type="checkbox"
              name={`${id}-type`}
              checked={facts.propertyTypes.includes(type)}
              onChange={() =>
                onChange({
                  ...facts,
                  propertyTypes: PROPERTY_TYPES.filter((t) => toggle(facts.propertyTypes, type).includes(t)),
                })
              }
            >
              {PROPERTY_TYPE_LABELS[type]}
            </Chip>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Minimum bedrooms</legend>
        <div className={styles.chips}>
          {BEDROOM_CHOICES.map((choice) => (
            <Chip
              key={choice.label}
              type="radio"
              name={`${id}-bedrooms`}
              checked={
                choice.value === 5 ? (facts.minBedrooms ?? 0) >= 5 : facts.minBedrooms === choice.value
              }
              onChange={() => onChange({ ...facts, minBedrooms: choice.value })}
            >
              {choice.label}
            </Chip>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Amenities</legend>
        <div className={styles.chips} id={moreId}>
          {shownAmenities.map((amenity) => (
            <Chip
              key={amenity}
              type="checkbox"
              name={`${id}-amenities`}
              checked={facts.amenities.includes(amenity)}
              onChange={() =>
                onChange({ ...facts, amenities: sortAmenityIds(toggle(facts.amenities, amenity)) })
              }
            >
              {labelOf.get(amenity)}
            </Chip>
          ))}
        </div>
        <button
          type="button"
          className={styles.more}
          aria-expanded={showAll}
          aria-controls={moreId}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'Fewer amenities' : 'More amenities'}
        </button>
      </fieldset>
    </div>
  );
}
