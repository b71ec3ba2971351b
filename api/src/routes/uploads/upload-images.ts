import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateImageFile } from '@shoreline/shared-domain/validation/validateImages';
import { Type } from 'typebox';
import { badRequest, forbidden, unwrap } from '../../lib/http-errors';
import { errorResponses } from '../../lib/schemas';
import { decodeImage, removeStored, storeImage, type StoredImage } from '../../lib/store-image';
import type { UploadFolder } from '../../lib/upload-urls';

const ROLE_FOR_FOLDER = { listings: 'host', destinations: 'admin' } as const;

const UploadedFile = Type.Object({
  url: Type.String(),
  webpUrl: Type.String({ description: 'WebP variant, at most 1600 px wide' }),
  contentType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  size: Type.Integer(),
});

const toUrl = (storedPath: string) => `/uploads/${storedPath}`;

/**
 * The multipart parser's own errors (a truncated or garbled body) carry neither a status nor a
 * code: they are the client's fault, a 400. The limits (413) keep their fastify errors.
 */
function asClientError(error: unknown): unknown {
  const known = error as { statusCode?: unknown; code?: unknown } | null;
  if (typeof known?.statusCode === 'number' || typeof known?.code === 'string') return error;
  return badRequest(MESSAGES.invalidRequest);
}

/** The uploaded files with their bytes, read one at a time within the multipart limits. */
async function* fileParts(request: FastifyRequest) {
  const parts = request.files()[Symbol.asyncIterator]();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw asClientError(error);
    });
    if (next.done) return;
    const { filename, mimetype } = next.value;
    const bytes = await next.value.toBuffer().catch((error: unknown) => {
      throw asClientError(error);
    });
    yield { filename, mimetype, bytes };
  }
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploads',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['uploads'],
        summary:
          'Upload 1 to 10 images (multipart, field name free), 10 MB each: listings (hosts), destinations (admins)',
        description:
          'The bytes must be a JPEG, PNG, GIF or WebP image whatever the name or declared type. Stored as ' +
          '`/uploads/{folder}/{timestamp}-{safe name}` plus a WebP variant. 413 past 10 MB or 10 files.',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({
          folder: Type.Union([Type.Literal('listings'), Type.Literal('destinations')]),
        }),
        response: {
          201: Type.Object({ urls: Type.Array(Type.String()), files: Type.Array(UploadedFile) }),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const folder: UploadFolder = request.query.folder;
      if (!request.viewer?.roles.includes(ROLE_FOR_FOLDER[folder])) throw forbidden(MESSAGES.forbidden);
      if (!request.isMultipart()) {
        return reply
          .code(415)
          .send({ statusCode: 415, error: 'Unsupported Media Type', message: MESSAGES.imageNotAnImage });
      }

      const stored: StoredImage[] = [];
      try {
        // Throws (413) past the size limit; the limit on the number of files throws too.
        for await (const { filename, mimetype, bytes } of fileParts(request)) {
          unwrap(validateImageFile({ type: mimetype, size: bytes.length }));
          const image = await decodeImage(bytes);
          if (!image) throw badRequest(MESSAGES.imageNotAnImage);
          stored.push(await storeImage(app.config.uploadDir, folder, filename, bytes, image));
        }
        if (stored.length === 0) throw badRequest(MESSAGES.imageNotAnImage);
        await app.knex.transaction(async (trx) => {
          for (const file of stored) {
            await app.uploadsRepository.record(
              {
                folder,
                path: file.path,
                contentType: file.contentType,
                sizeBytes: file.sizeBytes,
                uploadedBy: request.user.id,
              },
              trx,
            );
          }
        });
      } catch (error) {
        await removeStored(
          app.config.uploadDir,
          stored.flatMap((file) => [file.path, file.webpPath]),
        );
        throw error;
      }

      const files = stored.map((file) => ({
        url: toUrl(file.path),
        webpUrl: toUrl(file.webpPath),
        contentType: file.contentType,
        width: file.width,
        height: file.height,
        size: file.sizeBytes,
      }));
      request.log.info({ folder, count: files.length, by: request.user.id }, 'images uploaded');
      return reply.code(201).send({ urls: files.map((file) => file.url), files });
    },
  );
};

export default routes;
