import { IMAGE_SIZES, photoSources, preloadPhoto } from './imageSources';
import { photoAt } from './test/photoAt';

const photo = photoAt('/uploads/listings/1-deck.jpg');
const SRCSET =
  '/uploads/listings/1-deck.w400.webp 400w, /uploads/listings/1-deck.w800.webp 800w, /uploads/listings/1-deck.w1200.webp 1200w';

describe('photoSources', () => {
  it('offers the variants as srcset with the sizes, the original as src', () => {
    expect(photoSources(photo, IMAGE_SIZES.card)).toEqual({
      src: '/uploads/listings/1-deck.jpg',
      srcSet: SRCSET,
      sizes: IMAGE_SIZES.card,
    });
  });

  it('offers only the original of a photo without variants (not yet backfilled)', () => {
    expect(photoSources({ ...photo, variants: [] }, IMAGE_SIZES.card)).toEqual({ src: photo.url });
  });
});

describe('preloadPhoto', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds one high-priority image preload with the srcset and sizes the <img> carries', () => {
    const link = preloadPhoto(document, photo, IMAGE_SIZES.gallery);
    expect(link.outerHTML).toBe(
      `<link rel="preload" as="image" href="/uploads/listings/1-deck.jpg" imagesrcset="${SRCSET}" ` +
        `imagesizes="${IMAGE_SIZES.gallery}" fetchpriority="high">`,
    );
    expect(preloadPhoto(document, photo, IMAGE_SIZES.gallery)).toBe(link);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });
});
