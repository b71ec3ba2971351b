import type { UploadedImage, UploadedImages } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';

export const LISTING_UPLOAD_PATH = '/api/uploads?folder=listings';

/**
 * POST /api/uploads?folder=listings with one image, reporting progress (0..1); resolves with the
 * stored image: its URL (what a listing's photos take), intrinsic size and WebP variants.
 */
export async function uploadListingPhoto(
  api: ApiClient,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file, file.name);
  const answer = await api.upload<UploadedImages>(LISTING_UPLOAD_PATH, form, onProgress);
  const stored = answer.files[0];
  if (!stored) throw new Error(`The upload of ${file.name} returned no image`);
  return stored;
}
