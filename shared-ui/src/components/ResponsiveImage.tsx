import { useState, type ImgHTMLAttributes } from 'react';
import type { Photo } from '@shoreline/shared-domain/types';
import { IMAGE_SIZES, photoSources } from '../imageSources';
import { FALLBACK_LISTING_IMAGE } from './fallbackImage';

// Where photos are shown, and how a photo becomes srcset/sizes: shared with the shell's LCP preload.
export { IMAGE_SIZES };

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
  const sources = photoSources(shown, sizes);
  return (
    <img
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
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
