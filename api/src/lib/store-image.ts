import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadFolder } from './upload-urls';

/** Formats we accept, by what the bytes are (not what the name or the declared type say). */
const FORMATS = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  gif: { ext: 'gif', type: 'image/gif' },
  webp: { ext: 'webp', type: 'image/webp' },
} as const;

export type ImageFormat = keyof typeof FORMATS;

export interface StoredImage {
  /** Path below the upload directory, `{folder}/{timestamp}-{safe name}`. */
  path: string;
  /** The WebP variant (at most 1600 px wide), below the upload directory. */
  webpPath: string;
  contentType: string;
  width: number;
  height: number;
  sizeBytes: number;
}

export interface DecodedImage {
  format: ImageFormat;
  width: number;
  height: number;
  /** The WebP variant (at most 1600 px wide), already rendered. */
  variant: Buffer;
}

/**
 * What the bytes are, or null when they are not a whole JPEG, PNG, GIF or WebP image. The variant
 * is rendered here, before anything is written: a file whose header is fine but whose data is
 * truncated or corrupt only fails when it is decoded, and that is the client's fault (400), not ours.
 */
export async function decodeImage(bytes: Buffer): Promise<DecodedImage | null> {
  try {
    const meta = await sharp(bytes).metadata();
    const format = meta.format as string | undefined;
    if (!format || !(format in FORMATS) || !meta.width || !meta.height) return null;
    const variant = await sharp(bytes, { animated: format === 'gif' || format === 'webp' })
      .rotate()
      .resize({ width: 1600, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { format: format as ImageFormat, width: meta.width, height: meta.height, variant };
  } catch {
    return null;
  }
}

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
  return `${cleaned || 'image'}.${FORMATS[format].ext}`;
}

/** Writes the original bytes and its WebP variant; `wx` never overwrites another upload. */
export async function storeImage(
  uploadDir: string,
  folder: UploadFolder,
  originalName: string,
  bytes: Buffer,
  image: DecodedImage,
): Promise<StoredImage> {
  const dir = path.join(uploadDir, folder);
  await fs.mkdir(dir, { recursive: true });
  const name = safeFileName(originalName, image.format);
  let timestamp = Date.now();
  for (;;) {
    const fileName = `${timestamp}-${name}`;
    try {
      await fs.writeFile(path.join(dir, fileName), bytes, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      timestamp += 1; // same name in the same millisecond: take the next one
      continue;
    }
    const webpName = `${fileName.replace(/\.[^.]+$/, '')}.variant.webp`;
    try {
      await fs.writeFile(path.join(dir, webpName), image.variant);
    } catch (error) {
      await fs.rm(path.join(dir, fileName), { force: true }); // no original without its variant
      throw error;
    }
    return {
      path: `${folder}/${fileName}`,
      webpPath: `${folder}/${webpName}`,
      contentType: FORMATS[image.format].type,
      width: image.width,
      height: image.height,
      sizeBytes: bytes.length,
    };
  }
}

/** Removes stored files (an upload request that failed half-way leaves nothing behind). */
export async function removeStored(uploadDir: string, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => fs.rm(path.join(uploadDir, p), { force: true })));
}
