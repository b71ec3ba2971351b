import { photoAlt } from '@shoreline/shared-domain/messages';
import type { Photo } from '@shoreline/shared-domain/types';
import type { SlideImage } from 'yet-another-react-lightbox';

/**
 * A listing's photos as the full-screen viewer's slides: the WebP variants as `srcSet` (the viewer
 * writes `sizes` from the box it shows the photo in, so the browser takes the narrowest variant that
 * fills it at the screen's pixel density), the original as `src` (browsers without srcset, and a
 * photo stored before variants existed). Variant heights follow the original's aspect ratio.
 */
export function toLightboxSlides(photos: readonly Photo[], title: string): SlideImage[] {
  return photos.map((photo, index) => {
    const alt = photoAlt(title, index + 1, photos.length);
    // 0 x 0: stored before sizes were recorded (not yet backfilled); the viewer measures it then.
    if (!photo.width || !photo.height) return { src: photo.url, alt };
    const srcSet = photo.variants.map((variant) => ({
      src: variant.url,
      width: variant.width,
      height: Math.round((variant.width * photo.height) / photo.width),
    }));
    return { src: photo.url, alt, width: photo.width, height: photo.height, srcSet };
  });
}
