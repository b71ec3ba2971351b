import type { ImageStorage } from './image-storage';
import type { ProcessedImage } from './process-image';
import { variantKey } from './variant-widths';

/** The single WebP variant that images stored before responsive variants had (`x.variant.webp`). */
export function legacyVariantKey(key: string): string {
  return `${key.replace(/\.[^./]+$/, '')}.variant.webp`;
}

/** Every key an image may occupy: the original, each variant, and the variant of the old scheme. */
export function imageFileKeys(key: string, variantWidths: readonly number[] | null): string[] {
  return [key, ...(variantWidths ?? []).map((width) => variantKey(key, width)), legacyVariantKey(key)];
}

/**
 * Writes the clean original and its variants in parallel (a bucket answers each in its own time).
 * Settles every write before failing: a caller that cleans up after a failure must not race a write
 * still in flight (it would leave that file behind).
 */
export async function storeImageFiles(
  storage: ImageStorage,
  key: string,
  image: ProcessedImage,
): Promise<void> {
  const writes = await Promise.allSettled([
    storage.put(key, image.original, image.contentType),
    ...image.variants.map((variant) =>
      storage.put(variantKey(key, variant.width), variant.bytes, 'image/webp'),
    ),
  ]);
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) throw failed.reason;
}
