// How a stored photo is offered to the browser: its `srcset` and the `sizes` of each place it is
// shown. The one place of this logic: <ResponsiveImage> renders it, and the shell's early preload of a
// page's LCP photo (`lcpImage.ts`) writes the same two strings into `<link rel="preload">`, so the
// browser picks the same variant for both and reuses the preloaded response instead of a second
// download.
import type { Photo } from '@shoreline/shared-domain/types';

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

/** What an <img> (or a preload of it) says: `srcSet`/`sizes` only when the photo has variants. */
export interface PhotoSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The photo's WebP variants as `srcset` (empty for a photo not yet backfilled), and the original. */
export function photoSources(photo: Photo, sizes: string): PhotoSources {
  const srcSet = photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return srcSet ? { src: photo.url, srcSet, sizes } : { src: photo.url };
}

/**
 * Starts downloading `photo` as the page's LCP image: a `<link rel="preload" as="image">` with the
 * srcset and sizes the <img> will carry (a preload with other values would fetch a second file) and
 * fetchpriority high. Once per document and URL.
 */
export function preloadPhoto(doc: Document, photo: Photo, sizes: string): HTMLLinkElement {
  const { src, srcSet, sizes: linkSizes } = photoSources(photo, sizes);
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].find(
    (link) => link.getAttribute('href') === src,
  );
  if (existing) return existing;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', src);
  if (srcSet) link.setAttribute('imagesrcset', srcSet);
  if (linkSizes) link.setAttribute('imagesizes', linkSizes);
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
  return link;
}
