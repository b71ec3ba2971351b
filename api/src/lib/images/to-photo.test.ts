import { createLocalImageStorage } from './local-image-storage';
import { firstPhotoOf, toPhoto } from './to-photo';

const storage = createLocalImageStorage('/unused');

describe('toPhoto', () => {
  it('builds the original and variant URLs from the key, narrowest variant first', () => {
    expect(
      toPhoto(
        { key: 'listings/1-deck.jpg', width: 1200, height: 800, variantWidths: [400, 800, 1200] },
        storage,
      ),
    ).toEqual({
      url: '/uploads/listings/1-deck.jpg',
      width: 1200,
      height: 800,
      variants: [
        { url: '/uploads/listings/1-deck.w400.webp', width: 400 },
        { url: '/uploads/listings/1-deck.w800.webp', width: 800 },
        { url: '/uploads/listings/1-deck.w1200.webp', width: 1200 },
      ],
    });
  });

  it('gives an image not yet backfilled its URL, no size and no variants', () => {
    expect(
      toPhoto({ key: 'listings/old.jpg', width: null, height: null, variantWidths: null }, storage),
    ).toEqual({
      url: '/uploads/listings/old.jpg',
      width: 0,
      height: 0,
      variants: [],
    });
  });

  it('maps a card row without a first photo to null', () => {
    const none = { photo_path: null, photo_width: null, photo_height: null, photo_variant_widths: null };
    expect(firstPhotoOf(none, storage)).toBeNull();
    expect(
      firstPhotoOf(
        { photo_path: 'listings/a.png', photo_width: 300, photo_height: 200, photo_variant_widths: [300] },
        storage,
      )?.variants,
    ).toEqual([{ url: '/uploads/listings/a.w300.webp', width: 300 }]);
  });
});
