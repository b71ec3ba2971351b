import type { UploadedImages } from '@shoreline/shared-domain/types';
import type { ApiClient } from '@shoreline/shared-ui/contract';

/** POST /api/uploads?folder=destinations (multipart, admins): stores the image, resolves to its URL. */
export async function uploadDestinationImage(
  api: ApiClient,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  // A destination takes the image's URL (the API answers each file's sizes and variants too).
  const uploaded = await api.upload<Pick<UploadedImages, 'urls'>>(
    '/api/uploads?folder=destinations',
    form,
    onProgress,
  );
  const url = uploaded.urls[0];
  if (!url) throw new Error('The upload answered without a URL');
  return url;
}
