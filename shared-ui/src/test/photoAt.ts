import type { Photo } from '@shoreline/shared-domain/types';

/**
 * For tests of screens: the Photo the API answers for a stored 1200 x 800 image at `url` (variants
 * 400, 800 and 1200 px wide, named as the API names them).
 */
export function photoAt(url: string): Photo {
  return {
    url,
    width: 1200,
    height: 800,
    variants: [400, 800, 1200].map((width) => ({ url: url.replace(/\.[^./]+$/, `.w${width}.webp`), width })),
  };
}
