import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { UploadFolder } from '../../../lib/images/image-key';
import type { StoredImageRef } from '../../../lib/images/to-photo';

export interface NewUpload {
  folder: UploadFolder;
  /** The original's key below the storage root, e.g. `destinations/1767000000000-1a2b3c4d-beach.jpg`. */
  key: string;
  contentType: string;
  sizeBytes: number;
  width: number;
  height: number;
  variantWidths: number[];
  uploadedBy: string;
}

export interface UploadRecord extends StoredImageRef {
  folder: UploadFolder;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string;
  completed: boolean;
}

interface UploadRow {
  folder: UploadFolder;
  path: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string;
  width: number | null;
  height: number | null;
  variant_widths: number[] | null;
  completed_at: Date | null;
}

const toRecord = (row: UploadRow): UploadRecord => ({
  folder: row.folder,
  key: row.path,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  uploadedBy: row.uploaded_by,
  width: row.width,
  height: row.height,
  variantWidths: row.variant_widths,
  completed: row.completed_at !== null,
});

const toRef = (row: Pick<UploadRow, 'path' | 'width' | 'height' | 'variant_widths'>): StoredImageRef => ({
  key: row.path,
  width: row.width,
  height: row.height,
  variantWidths: row.variant_widths,
});

/** Not attached to any listing (deleted ones too: they keep their photos) nor to any destination. */
const UNATTACHED = `NOT EXISTS (SELECT 1 FROM listing_photos p WHERE p.path = u.path)
  AND NOT EXISTS (SELECT 1 FROM destinations d WHERE d.image_path = u.path)`;

export function createUploadsRepository(knex: Knex) {
  return {
    /**
     * Records uploads before their files are written (SPEC 3 keeps the uploader's id). They stay
     * incomplete, unusable, until `markComplete`; the cleanup job removes those a crash left behind.
     */
    async recordPending(uploads: readonly NewUpload[], trx: Knex = knex): Promise<void> {
      await trx('uploads').insert(
        uploads.map((upload) => ({
          folder: upload.folder,
          path: upload.key,
          content_type: upload.contentType,
          size_bytes: upload.sizeBytes,
          uploaded_by: upload.uploadedBy,
          width: upload.width,
          height: upload.height,
          variant_widths: upload.variantWidths,
        })),
      );
    },

    async markComplete(keys: readonly string[], trx: Knex = knex): Promise<void> {
      await trx('uploads').whereIn('path', keys).update({ completed_at: trx.fn.now() });
    },

    /** Deletes upload rows (their files are removed first by the caller). */
    async deleteRows(keys: readonly string[], trx: Knex = knex): Promise<void> {
      if (keys.length > 0) await trx('uploads').whereIn('path', keys).delete();
    },

    async findByKey(key: string, trx: Knex = knex): Promise<UploadRecord | null> {
      const row = (await trx('uploads').where({ path: key }).first()) as UploadRow | undefined;
      return row ? toRecord(row) : null;
    },

    /**
     * The listing photos among `keys` that `hostId` may attach to `listingId` (null for a new one):
     * complete listing uploads of that host, or photos already on that listing. Locked (FOR SHARE)
     * until the transaction ends, so the cleanup job cannot delete one while it is being attached.
     */
    async attachableListingPhotos(
      keys: readonly string[],
      hostId: string,
      listingId: string | null,
      trx: Knex,
    ): Promise<StoredImageRef[]> {
      if (keys.length === 0) return [];
      const { rows } = (await trx.raw(
        `SELECT u.path, u.width, u.height, u.variant_widths FROM uploads u
         WHERE u.path = ANY (?::text[]) AND u.folder = 'listings' AND u.completed_at IS NOT NULL
           AND (u.uploaded_by = ?
                OR EXISTS (SELECT 1 FROM listing_photos p WHERE p.listing_id = ?::uuid AND p.path = u.path))
         FOR SHARE OF u`,
        [[...keys], hostId, listingId],
      )) as { rows: UploadRow[] };
      return rows.map(toRef);
    },

    /** A complete destination image uploaded by a user who is an admin, locked like the above. */
    async attachableDestinationImage(key: string, trx: Knex): Promise<StoredImageRef | null> {
      const { rows } = (await trx.raw(
        `SELECT u.path, u.width, u.height, u.variant_widths FROM uploads u JOIN users a ON a.id = u.uploaded_by
         WHERE u.path = ? AND u.folder = 'destinations' AND u.completed_at IS NOT NULL AND 'admin' = ANY (a.roles)
         FOR SHARE OF u`,
        [key],
      )) as { rows: UploadRow[] };
      return rows[0] ? toRef(rows[0]) : null;
    },

    /**
     * Uploads to delete at `now`: incomplete ones older than an hour (a crash between row and files)
     * and complete ones attached to nothing after `unattachedAfterMs`. Locked (SKIP LOCKED: one being
     * attached right now is left for the next run) and withdrawn (completed_at = null) in the same
     * transaction, so nothing can attach them once the caller starts deleting their files.
     */
    async claimExpired(
      now: Date,
      unattachedAfterMs: number,
      limit: number,
      trx: Knex,
    ): Promise<StoredImageRef[]> {
      const { rows } = (await trx.raw(
        `UPDATE uploads SET completed_at = NULL WHERE path IN (
           SELECT u.path FROM uploads u
           WHERE (u.completed_at IS NULL AND u.created_at < ?::timestamptz - interval '1 hour')
              OR (u.completed_at IS NOT NULL AND u.created_at < ?::timestamptz AND ${UNATTACHED})
           ORDER BY u.created_at
           LIMIT ?
           FOR UPDATE OF u SKIP LOCKED)
         RETURNING path, width, height, variant_widths`,
        [now.toISOString(), new Date(now.getTime() - unattachedAfterMs).toISOString(), limit],
      )) as { rows: UploadRow[] };
      return rows.map(toRef);
    },

    /** Uploads whose variants were never rendered (stored before they existed), by key after `afterKey`. */
    async listUnrendered(afterKey: string, limit: number, trx: Knex = knex): Promise<UploadRecord[]> {
      const rows = (await trx('uploads')
        .whereNull('variant_widths')
        .where('path', '>', afterKey)
        .orderBy('path')
        .limit(limit)) as UploadRow[];
      return rows.map(toRecord);
    },

    /** After a backfill: the upload's clean original and variants, copied to every place that shows it. */
    async recordRendered(
      image: {
        key: string;
        width: number;
        height: number;
        variantWidths: number[];
        contentType: string;
        sizeBytes: number;
      },
      trx: Knex,
    ): Promise<void> {
      const sizes = { width: image.width, height: image.height, variant_widths: image.variantWidths };
      await trx('uploads')
        .where({ path: image.key })
        .update({ ...sizes, content_type: image.contentType, size_bytes: image.sizeBytes });
      await trx('listing_photos').where({ path: image.key }).update(sizes);
      await trx('destinations').where({ image_path: image.key }).update({
        image_width: image.width,
        image_height: image.height,
        image_variant_widths: image.variantWidths,
      });
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepository: UploadsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('uploadsRepository', createUploadsRepository(app.knex));
  },
  { name: 'uploads-repository', dependencies: ['db'] },
);
