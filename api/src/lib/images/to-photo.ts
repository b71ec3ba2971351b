import type { Photo } from '@shoreline/shared-domain/types';
import type { ImageStorage } from './image-storage';
import { variantKey } from './variant-widths';

/**
 * What the database keeps of a stored image (uploads, listing_photos and destinations each carry it):
 * its key and sizes, never a URL. Sizes are null only for an image stored before variants existed and
 * not yet backfilled (`npm run backfill-images -w api`).
 */
export interface StoredImageRef {
  key: string;
  width: number | null;
  height: number | null;
  variantWidths: number[] | null;
}

/** The wire `Photo` of a stored image, with URLs of the storage in use now (a CDN move needs no migration). */
export function toPhoto(image: StoredImageRef, storage: Pick<ImageStorage, 'url'>): Photo {
  return {
    url: storage.url(image.key),
    width: image.width ?? 0,
    height: image.height ?? 0,
    variants: (image.variantWidths ?? []).map((width) => ({
      url: storage.url(variantKey(image.key, width)),
      width,
    })),
  };
}

/**
 * The first photo of a listing card: one primary-key join on `listing_photos` (position 0), no
 * subquery and no `uploads`. Use both fragments in a query over `listings l`, then `firstPhotoOf(row)`.
 */
export const FIRST_PHOTO_JOIN = 'LEFT JOIN listing_photos fp ON fp.listing_id = l.id AND fp.position = 0';
export const FIRST_PHOTO_COLUMNS =
  'fp.path AS photo_path, fp.width AS photo_width, fp.height AS photo_height, fp.variant_widths AS photo_variant_widths';

export interface FirstPhotoRow {
  photo_path: string | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_variant_widths: number[] | null;
}

export function firstPhotoOf(row: FirstPhotoRow, storage: Pick<ImageStorage, 'url'>): Photo | null {
  if (row.photo_path === null) return null;
  return toPhoto(
    {
      key: row.photo_path,
      width: row.photo_width,
      height: row.photo_height,
      variantWidths: row.photo_variant_widths,
    },
    storage,
  );
}

/** A listing's photos in order, as one JSON array column (`photos`), for `photosOf(row)`. */
export const PHOTOS_COLUMN = `coalesce((
  SELECT json_agg(json_build_object('key', p.path, 'width', p.width, 'height', p.height, 'variantWidths', p.variant_widths) ORDER BY p.position)
  FROM listing_photos p WHERE p.listing_id = l.id), '[]') AS photos`;

export function photosOf(photos: StoredImageRef[], storage: Pick<ImageStorage, 'url'>): Photo[] {
  return photos.map((photo) => toPhoto(photo, storage));
}
