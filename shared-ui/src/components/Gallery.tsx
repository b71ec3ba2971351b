import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { openPhotoLabel, photoAlt } from '@shoreline/shared-domain/messages';
import type { Photo } from '@shoreline/shared-domain/types';
import { cx } from './classNames';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage';
import styles from './Gallery.module.css';

export interface GalleryProps {
  /** In display order; with none, the offline fallback picture is shown. */
  photos: readonly Photo[];
  /** What the photos show, e.g. the listing title: alt texts read "<title>, photo 2 of 5". */
  title: string;
  /** Index shown first. */
  initialIndex?: number;
  /** How wide the gallery is shown (default: the listing page's main column). */
  sizes?: string;
  className?: string;
  /**
   * Opens the shown photo larger (a full-screen viewer): the photo becomes a button named "Open photo
   * 2 of 5 full screen". `opener` is that button, for focus to return to when the viewer closes.
   */
  onOpenPhoto?: (index: number, opener: HTMLButtonElement) => void;
  /** A pointer is over the photo's button or focus reached it: start loading what opening needs. */
  onOpenPhotoIntent?: () => void;
}

/**
 * A photo carousel: previous/next buttons (disabled at the ends, no wrap-around), one dot button per
 * photo with aria-current on the shown one, ArrowLeft/ArrowRight when the gallery has focus; with
 * `onOpenPhoto`, the shown photo is a button that opens it full screen.
 */
export function Gallery({
  photos,
  title,
  initialIndex = 0,
  sizes = IMAGE_SIZES.gallery,
  className,
  onOpenPhoto,
  onOpenPhotoIntent,
}: GalleryProps) {
  const count = photos.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, count - 1)));
  // The photo shown first is the page's LCP image; the ones the user steps to are wanted at once too.
  const [firstShown] = useState(index);
  const current = Math.min(index, Math.max(0, count - 1));
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const go = (next: number) => setIndex(Math.min(Math.max(0, next), count - 1));
  // A button that becomes disabled while focused would drop keyboard focus to <body>: hand it over.
  const focusAfterStep = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    focusAfterStep.current?.focus();
    focusAfterStep.current = null;
  }, [current]);
  const step = (delta: -1 | 1) => {
    const next = current + delta;
    if (delta === 1 && next === count - 1) focusAfterStep.current = previousRef.current;
    if (delta === -1 && next === 0) focusAfterStep.current = nextRef.current;
    go(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && current > 0) {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight' && current < count - 1) {
      event.preventDefault();
      go(current + 1);
    }
  };

  if (count === 0) {
    return (
      <div className={cx(styles.gallery, className)}>
        <div className={styles.frame}>
          <ResponsiveImage
            className={styles.image}
            photo={null}
            alt={`${title}: no photos yet`}
            sizes={sizes}
            priority
          />
        </div>
      </div>
    );
  }

  const position = `Photo ${current + 1} of ${count}`;
  const image = (
    <ResponsiveImage
      className={styles.image}
      photo={photos[current] ?? null}
      alt={photoAlt(title, current + 1, count)}
      sizes={sizes}
      loading="eager"
      priority={current === firstShown}
    />
  );
  return (
    <section
      className={cx(styles.gallery, className)}
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.frame}>
        {onOpenPhoto ? (
          // The button fills the frame the image filled: nothing moves (CLS 0), server-rendered too.
          <button
            type="button"
            className={styles.open}
            aria-label={openPhotoLabel(current + 1, count)}
            onClick={(event) => onOpenPhoto(current, event.currentTarget)}
            onPointerEnter={onOpenPhotoIntent}
            onFocus={onOpenPhotoIntent}
          >
            {image}
          </button>
        ) : (
          image
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              ref={previousRef}
              className={cx(styles.arrow, styles.previous)}
              onClick={() => step(-1)}
              disabled={current === 0}
              aria-label="Previous photo"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              ref={nextRef}
              className={cx(styles.arrow, styles.next)}
              onClick={() => step(1)}
              disabled={current === count - 1}
              aria-label="Next photo"
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
        <span className={styles.counter} aria-live="polite">
          {position}
        </span>
      </div>
      {count > 1 && (
        <ul className={styles.dots} aria-label="Choose a photo">
          {photos.map((photo, dotIndex) => (
            <li key={`${dotIndex}-${photo.url}`}>
              <button
                type="button"
                className={styles.dot}
                onClick={() => go(dotIndex)}
                aria-label={`Show photo ${dotIndex + 1}`}
                aria-current={dotIndex === current ? 'true' : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
