import { MAX_IMAGE_PIXELS } from '@shoreline/shared-domain/constants';
import sharp from 'sharp';
import { IMAGE_FORMATS, type ImageFormat, type ImageRefusal } from './image-formats';

/** What an image's header says, read before a pixel is decoded. */
export interface ImageHeader {
  format: ImageFormat;
  width: number;
  /** Of one frame. */
  height: number;
  /** Frames that will be decoded: more than 1 only for an animated GIF or WebP. */
  frames: number;
  /** What decoding it costs: width × height × frames (the pixel budget counts these). */
  pixels: number;
}

// Every sharp input of an upload: sharp checks the limit from the header (metadata() refuses too),
// before decoding any pixel.
export const LIMITED_INPUT = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * The format and size of an upload from its header alone (sharp's metadata() parses headers, it
 * decodes no pixel): cheap enough to run for every file before the work is queued or budgeted.
 * A header declaring more than MAX_IMAGE_PIXELS is refused (a 243 KB PNG can declare 16000 × 16000).
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader | ImageRefusal> {
  try {
    const meta = await sharp(bytes, LIMITED_INPUT).metadata();
    const format = meta.format as string | undefined;
    if (!format || !(format in IMAGE_FORMATS) || !meta.width || !meta.height) return 'not-an-image';
    const known = format as ImageFormat;
    const animated = (known === 'gif' || known === 'webp') && (meta.pages ?? 1) > 1;
    const frames = animated ? (meta.pages ?? 1) : 1;
    // Read without `animated`, the height is one frame's.
    const pixels = meta.width * meta.height * frames;
    // Decoding every frame of an animation would hit the same limit: refused now, before any work.
    if (pixels > MAX_IMAGE_PIXELS) return 'too-many-pixels';
    return { format: known, width: meta.width, height: meta.height, frames, pixels };
  } catch (error) {
    return /pixel limit/i.test((error as Error).message) ? 'too-many-pixels' : 'not-an-image';
  }
}
