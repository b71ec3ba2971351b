import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IMAGE_FORMATS, type ImageFormat } from './image-formats';

export type UploadFolder = 'listings' | 'destinations';

export const UPLOAD_FOLDERS: readonly UploadFolder[] = ['listings', 'destinations'];

/**
 * A file name safe on any file system and in a URL: no directories (`../`), only letters, digits,
 * dots, dashes and underscores, lower case, and the extension of the real format.
 */
export function safeFileName(original: string, format: ImageFormat): string {
  const base = path.posix.basename(original.replace(/\\/g, '/'));
  const stem = base.replace(/\.[^.]*$/, '');
  const cleaned = stem
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+|[-._]+$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `${cleaned || 'image'}.${IMAGE_FORMATS[format].ext}`;
}

/**
 * A new key, `{folder}/{timestamp}-{8 hex}-{safe name}`: unique without asking the storage (the
 * uploads table's unique path would refuse a collision), readable in logs and URLs.
 */
export function newImageKey(folder: UploadFolder, originalName: string, format: ImageFormat): string {
  return `${folder}/${Date.now()}-${randomBytes(4).toString('hex')}-${safeFileName(originalName, format)}`;
}

/** True for a key of an original in `folder` (a variant's key is not one: `.w400.webp`). */
export function isOriginalKeyIn(key: string, folder: UploadFolder): boolean {
  return key.startsWith(`${folder}/`) && !/\.w\d+\.webp$/.test(key);
}
