import { useId, useState } from 'react';
import { RATING_MAX, RATING_MIN } from '@shoreline/shared-domain/constants';
import { Star } from './Star';
import styles from './StarRating.module.css';

export interface StarRatingInputProps {
  /** The group's name, read as the legend. */
  label?: string;
  value: number | null;
  onChange: (rating: number) => void;
  /** Form field name of the radios. */
  name?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

const starsLabel = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/**
 * Choosing a rating: a native radio group (one tab stop, arrow keys move and select) dressed as
 * stars; hovering previews a rating without choosing it.
 */
export function StarRatingInput({
  label = 'Rating',
  value,
  onChange,
  name,
  error,
  required = false,
  disabled = false,
}: StarRatingInputProps) {
  const id = useId();
  const groupName = name ?? `sl-rating${id}`;
  const errorId = error ? `sl-rating${id}-error` : undefined;
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId} disabled={disabled}>
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <span className={styles.options} onMouseLeave={() => setPreview(null)}>
        {ratings.map((rating) => (
          <label key={rating} className={styles.option} onMouseEnter={() => setPreview(rating)}>
            <input
              className={styles.radio}
              type="radio"
              name={groupName}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={starsLabel(rating)}
              aria-invalid={error ? true : undefined}
              required={required}
            />
            <Star filled={rating <= shown} />
          </label>
        ))}
        <span className={styles.choice} aria-hidden="true">
          {value === null ? '' : `${value} / ${RATING_MAX}`}
        </span>
      </span>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
