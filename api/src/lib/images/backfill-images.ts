import type { Knex } from 'knex';
import type { UploadsRepository } from '../../plugins/app/repositories/uploads';
import { legacyVariantKey, storeImageFiles } from './image-files';
import type { ImageStorage } from './image-storage';
import { processImage } from './process-image';

export interface BackfillReport {
  /** Images that now have a clean original and their variants. */
  rendered: number;
  /** Keys whose original is not in the storage (nothing to render from). */
  missing: string[];
  /** Keys whose stored bytes are not an image we can decode. */
  unreadable: string[];
}

export interface BackfillOptions {
  knex: Knex;
  storage: ImageStorage;
  uploads: UploadsRepository;
  /** Stop after this many images (the background job works in slices); default: all of them. */
  limit?: number;
  onImage?: (key: string, outcome: 'rendered' | 'missing' | 'unreadable') => void;
}

/**
 * Gives images stored before responsive variants (PRODUCT.md 26) what new uploads get: the original
 * re-encoded without metadata (stored under the same key, so every URL keeps working) and WebP
 * variants; then records their sizes on the upload and on every listing photo and destination that
 * shows them. Idempotent and resumable: only uploads without variant widths are visited, and an
 * image is marked done only after its files are written (a crash re-renders it next time). Missing
 * or unreadable originals are reported and left as they are.
 */
export async function backfillImages(options: BackfillOptions): Promise<BackfillReport> {
  const { knex, storage, uploads, limit = Number.POSITIVE_INFINITY } = options;
  const report: BackfillReport = { rendered: 0, missing: [], unreadable: [] };
  let after = '';
  let visited = 0;
  while (visited < limit) {
    const batch = await uploads.listUnrendered(after, Math.min(20, limit - visited));
    if (batch.length === 0) break;
    for (const upload of batch) {
      visited += 1;
      after = upload.key;
      const bytes = await storage.get(upload.key);
      if (!bytes) {
        report.missing.push(upload.key);
        options.onImage?.(upload.key, 'missing');
        continue;
      }
      const image = await processImage(bytes);
      if (typeof image === 'string') {
        report.unreadable.push(upload.key);
        options.onImage?.(upload.key, 'unreadable');
        continue;
      }
      await storeImageFiles(storage, upload.key, image);
      await knex.transaction((trx) =>
        uploads.recordRendered(
          {
            key: upload.key,
            width: image.width,
            height: image.height,
            variantWidths: image.variants.map((variant) => variant.width),
            contentType: image.contentType,
            sizeBytes: image.original.length,
          },
          trx,
        ),
      );
      await storage.remove([legacyVariantKey(upload.key)]);
      report.rendered += 1;
      options.onImage?.(upload.key, 'rendered');
    }
  }
  return report;
}
