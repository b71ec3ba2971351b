import type { ApiClient } from '@shoreline/shared-ui/contract';

/** The part of POST /api/uploads's answer we use: one URL per stored file, in order. */
interface UploadedImages {
  urls: string[];
}

/** POST /api/uploads?folder=destinations (multipart, admins): stores the image, resolves to its URL. */
export async function uploadDestinationImage(
  api: ApiClient,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('image', file, file.name);
  const uploaded = await api.upload<UploadedImages>('/api/uploads?folder=destinations', form, onProgress);
  const url = uploaded.urls[0];
  if (!url) throw new Error('The upload answered without a URL');
  return url;
}
