import sharp, { type Sharp } from 'sharp';
import { IMAGE_FORMATS, type ImageFormat, type ImageRefusal } from './image-formats';
import { LIMITED_INPUT, readImageHeader, type ImageHeader } from './read-image-header';
import { variantWidths } from './variant-widths';

export { IMAGE_FORMATS, type ImageFormat, type ImageRefusal } from './image-formats';

// Memory is returned after a burst of uploads (issue 20 item 7: RSS stayed 300-500 MB higher):
// libvips' operation cache (50 MB, 100 operations by default) never hits for uploads, each being
// new bytes, so it only holds memory; and one libvips thread per pipeline, the parallelism being
// the upload queue's (`image-queue.ts`, as many images at once as the machine has cores). sharp
// already picks 1 on glibc without jemalloc; set here so every platform behaves the same.
sharp.cache(false);
sharp.concurrency(1);

export interface RenderedVariant {
  width: number;
  bytes: Buffer;
}

/** An image ready to store: the clean original and its WebP variants, all in memory. */
export interface ProcessedImage {
  format: ImageFormat;
  contentType: string;
  /** The original re-encoded in its own format: orientation applied, no EXIF/GPS/XMP/comments. */
  original: Buffer;
  /** Of the stored original, after orientation (a portrait photo is taller than wide). */
  width: number;
  height: number;
  /** Narrowest first, see `variantWidths`. */
  variants: RenderedVariant[];
}

/**
 * Huffman tables optimised for the image save 10-15 % of a JPEG, but libjpeg then holds the whole
 * image's coefficients while encoding: measured on a 39.9 MP photo, +400 MB and 0.7 s instead of
 * +60 MB and 0.15 s. Up to a phone photo's 12 MP (~120 MB) the bytes are worth it; above, the
 * memory of the replica is worth more (issue 20 item 7).
 */
export const OPTIMISED_JPEG_MAX_PIXELS = 12_000_000;

function reencode(image: Sharp, format: ImageFormat, pixels: number): Sharp {
  // sharp writes no metadata unless asked (no withMetadata/keepExif here): EXIF, GPS and XMP are gone.
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 88, optimiseCoding: pixels <= OPTIMISED_JPEG_MAX_PIXELS });
    case 'png':
      return image.png({ compressionLevel: 8 });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 88 });
  }
}

/**
 * The WebP variants of an image whose pixels `open()` reads (always a fresh pipeline), one after the
 * other: an image holds one slot of the upload queue, so it uses one pipeline (one core) at a time.
 */
export async function renderVariants(open: () => Sharp, width: number): Promise<RenderedVariant[]> {
  const variants: RenderedVariant[] = [];
  for (const variantWidth of variantWidths(width)) {
    const bytes = await open()
      .resize({ width: variantWidth, withoutEnlargement: true })
      // effort 2: measured ~10 % larger than the default effort 4 at about half the CPU (seed and uploads).
      .webp({ quality: 78, effort: 2 })
      .toBuffer();
    variants.push({ width: variantWidth, bytes });
  }
  return variants;
}

/**
 * Decodes, cleans and renders an uploaded image, or says why it cannot be stored. Everything runs
 * before anything is written: a file whose header is fine but whose data is truncated only fails when
 * it is decoded, and that is the client's fault (400), not ours. The header is read first
 * (`readImageHeader`, no pixel decoded); a caller that already read it (to budget and queue the work)
 * passes it.
 */
export async function processImage(
  bytes: Buffer,
  known?: ImageHeader,
): Promise<ProcessedImage | ImageRefusal> {
  const header = known ?? (await readImageHeader(bytes));
  if (typeof header === 'string') return header;
  try {
    const animated = header.frames > 1;
    const open = () => sharp(bytes, { ...LIMITED_INPUT, animated }).autoOrient();
    const { data: original, info } = await reencode(open(), header.format, header.pixels).toBuffer({
      resolveWithObject: true,
    });
    // An animated image's info.height is every frame stacked; a frame is pageHeight tall.
    const height = (info as { pageHeight?: number }).pageHeight ?? info.height;
    return {
      format: header.format,
      contentType: IMAGE_FORMATS[header.format].type,
      original,
      width: info.width,
      height,
      variants: await renderVariants(open, info.width),
    };
  } catch (error) {
    return /pixel limit/i.test((error as Error).message) ? 'too-many-pixels' : 'not-an-image';
  }
}
