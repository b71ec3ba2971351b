import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { UploadFolder } from '../../../lib/upload-urls';

export interface UploadRecord {
  folder: UploadFolder;
  /** Path below UPLOAD_DIR, e.g. `destinations/1767000000000-beach.jpg`. */
  path: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string;
}

function createUploadsRepository(knex: Knex) {
  return {
    /** The stored file's metadata; SPEC 3 keeps the uploader's id for destination images. */
    async record(upload: UploadRecord, trx: Knex = knex): Promise<void> {
      await trx('uploads').insert({
        folder: upload.folder,
        path: upload.path,
        content_type: upload.contentType,
        size_bytes: upload.sizeBytes,
        uploaded_by: upload.uploadedBy,
      });
    },

    async findByPath(path: string, trx: Knex = knex): Promise<UploadRecord | null> {
      const row = (await trx('uploads').where({ path }).first()) as
        | {
            folder: UploadFolder;
            path: string;
            content_type: string;
            size_bytes: number;
            uploaded_by: string;
          }
        | undefined;
      return row
        ? {
            folder: row.folder,
            path: row.path,
            contentType: row.content_type,
            sizeBytes: row.size_bytes,
            uploadedBy: row.uploaded_by,
          }
        : null;
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
