export type UploadFolder = 'listings' | 'destinations';

export const UPLOAD_FOLDERS: readonly UploadFolder[] = ['listings', 'destinations'];

/** A stored file name: what `POST /api/uploads` produces (`{timestamp}-{safe name}`). */
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The public URL of a stored upload. */
export function uploadUrl(folder: UploadFolder, fileName: string): string {
  return `/uploads/${folder}/${fileName}`;
}

/**
 * True for a URL this API serves from its upload folder. Listings and destinations only point at
 * our own images: no hot-linked or tracking images from elsewhere, no `..` tricks.
 */
export function isUploadUrl(url: string, folder: UploadFolder): boolean {
  const prefix = `/uploads/${folder}/`;
  if (!url.startsWith(prefix)) return false;
  const name = url.slice(prefix.length);
  return SAFE_FILE.test(name) && !name.includes('..');
}
