import { useState, type ImgHTMLAttributes } from 'react';
import type { Photo } from '@shoreline/shared-domain/types';
import { FALLBACK_LISTING_IMAGE } from './fallbackImage';

/**
 * `sizes` for where photos are shown, from the layout tokens (grid: 1 / 2 / 3 / 4 columns from 540 /
 * 900 / 1200 px, content at most 1200 px wide). A little generous: the browser picks the first
 * variant at least that wide for the screen's pixel density.
 */
export const IMAGE_SIZES = {
  /** A card of the 4-column listing grid (home, search, My Listings). */
  card: '(min-width: 1200px) 300px, (min-width: 900px) 33vw, (min-width: 540px) 50vw, 100vw',
  /** A card of a grid of at most 3 columns (admin destinations). */
  cardOfThree: '(min-width: 1200px) 400px, (min-width: 900px) 33vw, (min-width: 540px) 50vw, 100vw',
  /** The home page's destination tiles: 2 columns, 4 from 900 px. */
  tile: '(min-width: 1200px) 300px, (min-width: 900px) 25vw, 50vw',
  /** The listing page's gallery: the main column beside a 24rem side panel from 900 px. */
  gallery: '(min-width: 1200px) 800px, (min-width: 900px) 60vw, 100vw',
  /** Small previews (image picker, current destination image). */
  thumbnail: '96px',
} as const;

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'alt'
> {
  /** The stored image; null shows `fallbackSrc`. */
  photo: Photo | null;
  alt: string;
  /** How wide the image is shown, e.g. IMAGE_SIZES.card. */
  sizes: string;
  /** The page's largest image in the first viewport (its LCP): loaded at once, before other images. */
  priority?: boolean;
  /** Default "lazy" (below the fold); `priority` makes it "eager". */
  loading?: 'lazy' | 'eager';
  /** Shown without a photo or when it fails to load (offline): the built-in coastal picture by default. */
  fallbackSrc?: string;
}

/**
 * A stored photo served at the size it is shown (PRODUCT.md 26): the WebP variants in `srcset` with
 * `sizes`, the original as `src` for browsers without srcset, its intrinsic `width`/`height` so the
 * page keeps its layout while it loads, lazy below the fold and `fetchpriority="high"` for the LCP.
 */
export function ResponsiveImage({
  photo,
  alt,
  sizes,
  priority = false,
  loading,
  fallbackSrc = FALLBACK_LISTING_IMAGE,
  onError,
  ...rest
}: ResponsiveImageProps) {
  // Remembered per URL: a broken photo falls back once; a new photo gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = photo && photo.url !== failedUrl ? photo : null;
  const loadingMode = priority ? 'eager' : (loading ?? 'lazy');
  const fetchPriority = priority ? 'high' : undefined;
  // The LCP image decodes as soon as it can; others off the main thread.
  const decoding = priority ? undefined : 'async';

  if (!shown) {
    return (
      <img
        {...rest}
        src={fallbackSrc}
        alt={alt}
        loading={loadingMode}
        fetchPriority={fetchPriority}
        decoding={decoding}
      />
    );
  }
  const srcSet = shown.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <img
      {...rest}
      src={shown.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      // 0: an image stored before sizes were recorded (not yet backfilled); CSS keeps its box.
      width={shown.width || undefined}
      height={shown.height || undefined}
      alt={alt}
      loading={loadingMode}
      fetchPriority={fetchPriority}
      decoding={decoding}
      onError={(event) => {
        setFailedUrl(shown.url);
        onError?.(event);
      }}
    />
  );
}
