import type { ApiClient } from '@shoreline/shared-ui/contract';

/** What POST /api/uploads answers (api/src/routes/uploads/upload-images.ts). */
export interface UploadAnswer {
  urls: string[];
  files: { url: string; webpUrl: string; contentType: string; width: number; height: number; size: number }[];
}

export const LISTING_UPLOAD_PATH = '/api/uploads?folder=listings';

/**
 * POST /api/uploads?folder=listings with one image, reporting progress (0..1); resolves with the
 * stored image's URL (`/uploads/listings/{timestamp}-{name}`), the form a listing's photos take.
 */
export async function uploadListingPhoto(
  api: ApiClient,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const answer = await api.upload<UploadAnswer>(LISTING_UPLOAD_PATH, form, onProgress);
  const url = answer.urls[0];
  if (!url) throw new Error(`The upload of ${file.name} returned no URL`);
  return url;
}
