import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateImageFile } from '@shoreline/shared-domain/validation/validateImages';
import { Type } from 'typebox';
import { badRequest, forbidden, unwrap } from '../../lib/http-errors';
import { imageFileKeys, storeImageFiles } from '../../lib/images/image-files';
import { newImageKey, type UploadFolder } from '../../lib/images/image-key';
import { processImage, type ProcessedImage } from '../../lib/images/process-image';
import { toPhoto } from '../../lib/images/to-photo';
import { errorResponses } from '../../lib/schemas';
import type { NewUpload } from '../../plugins/app/repositories/uploads';
import { Photo } from '../../schemas/photo';

const ROLE_FOR_FOLDER = { listings: 'host', destinations: 'admin' } as const;

// The wire type UploadedImage of shared-domain: a Photo plus what was stored.
const UploadedImage = Type.Intersect([
  Photo,
  Type.Object({
    contentType: Type.String(),
    size: Type.Integer({ description: 'Bytes of the stored original' }),
  }),
]);

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

/** Every file decoded, cleaned and rendered in memory: a bad one refuses the request before any write. */
async function readImages(request: FastifyRequest): Promise<{ filename: string; image: ProcessedImage }[]> {
  const images: { filename: string; image: ProcessedImage }[] = [];
  // Throws (413) past the size limit; the limit on the number of files throws too.
  for await (const { filename, mimetype, bytes } of fileParts(request)) {
    unwrap(validateImageFile({ type: mimetype, size: bytes.length }));
    const image = await processImage(bytes);
    if (image === 'too-many-pixels') throw badRequest(MESSAGES.imageTooManyPixels);
    if (image === 'not-an-image') throw badRequest(MESSAGES.imageNotAnImage);
    images.push({ filename, image });
  }
  if (images.length === 0) throw badRequest(MESSAGES.imageNotAnImage);
  return images;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/uploads',
    {
      onRequest: [app.authenticate],
      // Per user (the hook runs after authenticate): rendering variants costs CPU, and a user's
      // uploads should not be shared with everyone behind the same address.
      config: {
        rateLimit: {
          max: app.config.uploadRateLimitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `uploads:${request.viewer?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['uploads'],
        summary:
          'Upload 1 to 10 images (multipart, field name free), 10 MB each: listings (hosts), destinations (admins)',
        description:
          'The bytes must be a JPEG, PNG, GIF or WebP image of at most 40 megapixels, whatever the name or ' +
          'declared type. The original is stored re-encoded (orientation applied, no EXIF/GPS) with WebP ' +
          'variants 400, 800 and 1600 px wide (never wider than the original). 413 past 10 MB or 10 files; ' +
          '429 past the per-user limit (UPLOAD_RATE_LIMIT requests a minute).',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({
          folder: Type.Union([Type.Literal('listings'), Type.Literal('destinations')]),
        }),
        response: {
          201: Type.Object({ urls: Type.Array(Type.String()), files: Type.Array(UploadedImage) }),
          ...errorResponses(400, 401, 403, 413, 415, 429),
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

      const images = await readImages(request);
      const uploads: (NewUpload & { image: ProcessedImage })[] = images.map(({ filename, image }) => ({
        folder,
        key: newImageKey(folder, filename, image.format),
        contentType: image.contentType,
        sizeBytes: image.original.length,
        width: image.width,
        height: image.height,
        variantWidths: image.variants.map((variant) => variant.width),
        uploadedBy: request.user.id,
        image,
      }));

      // Row first, then files, then "complete": a crash in between leaves an incomplete row that the
      // cleanup job deletes with whatever files were written, never a file nobody knows about.
      await app.uploadsRepository.recordPending(uploads);
      const keys = uploads.map((upload) => upload.key);
      try {
        const writes = await Promise.allSettled(
          uploads.map((upload) => storeImageFiles(app.imageStorage, upload.key, upload.image)),
        );
        const failed = writes.find((write) => write.status === 'rejected');
        if (failed) throw failed.reason;
        await app.uploadsRepository.markComplete(keys);
      } catch (error) {
        await app.imageStorage
          .remove(uploads.flatMap((upload) => imageFileKeys(upload.key, upload.variantWidths)))
          .then(() => app.uploadsRepository.deleteRows(keys))
          .catch((cleanup: unknown) =>
            request.log.warn({ err: cleanup }, 'upload clean-up left for the job'),
          );
        throw error;
      }

      const files = uploads.map((upload) => ({
        ...toPhoto(upload, app.imageStorage),
        contentType: upload.contentType,
        size: upload.sizeBytes,
      }));
      request.log.info({ folder, count: files.length, by: request.user.id }, 'images uploaded');
      return reply.code(201).send({ urls: files.map((file) => file.url), files });
    },
  );
};

export default routes;
