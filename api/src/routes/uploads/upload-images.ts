import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@shoreline/shared-domain/constants';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { validateImageFile } from '@shoreline/shared-domain/validation/validateImages';
import { Type } from 'typebox';
import { badRequest, errorBody, forbidden, unwrap } from '../../lib/http-errors';
import { imageFileKeys, storeImageFiles } from '../../lib/images/image-files';
import { newImageKey, type UploadFolder } from '../../lib/images/image-key';
import type { ProcessedImage } from '../../lib/images/process-image';
import { ImageWorkRefused, processUploadedImage } from '../../lib/images/process-uploaded-image';
import { toPhoto } from '../../lib/images/to-photo';
import { errorResponses } from '../../lib/schemas';
import type { NewUpload } from '../../plugins/app/repositories/uploads';
import { Photo } from '../../schemas/photo';
import { named } from '../../schemas/named';

const ROLE_FOR_FOLDER = { listings: 'host', destinations: 'admin' } as const;

// The wire type UploadedImage of shared-domain: a Photo plus what was stored.
const UploadedImage = named(
  'UploadedImage',
  Type.Intersect([
    Photo,
    Type.Object({
      contentType: Type.String(),
      size: Type.Integer({ description: 'Bytes of the stored original' }),
    }),
  ]),
);

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

/**
 * Every file decoded, cleaned and rendered in memory, one after the other, each within this replica's
 * queue and the user's pixel budget: a bad one refuses the request before any write, and so does a
 * spent budget or a full queue (ImageWorkRefused).
 */
async function readImages(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ filename: string; image: ProcessedImage }[]> {
  const images: { filename: string; image: ProcessedImage }[] = [];
  // Throws (413) past the size limit; the limit on the number of files throws too.
  for await (const { filename, mimetype, bytes } of fileParts(request)) {
    unwrap(validateImageFile({ type: mimetype, size: bytes.length }));
    const image = await processUploadedImage(bytes, request.user.id, app);
    if (image === 'too-many-pixels') throw badRequest(MESSAGES.imageTooManyPixels);
    if (image === 'not-an-image') throw badRequest(MESSAGES.imageNotAnImage);
    images.push({ filename, image });
  }
  if (images.length === 0) throw badRequest(MESSAGES.imageNotAnImage);
  return images;
}

/** The most a valid upload's body can be: every file at its limit, and room for the multipart framing. */
const MAX_UPLOAD_BODY_BYTES = MAX_IMAGES * MAX_IMAGE_BYTES + 1024 * 1024;

/**
 * A request refused before the client finished sending it (a bad first file, a full queue) leaves
 * the rest of its body unread: the multipart parser stops reading, the client cannot finish writing,
 * and the connection stays stalled until it times out, holding up a graceful shutdown. Closing it
 * would lose the answer (the client sees EPIPE, not our message). So the rest is read and dropped, as
 * nginx's lingering close does, up to what a valid upload can weigh; past that the socket is closed.
 */
function discardUnreadBody(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete) return;
  raw.unpipe();
  let received = 0;
  raw.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_UPLOAD_BODY_BYTES) raw.socket.destroy();
  });
  raw.resume();
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
          '429 past the per-user limits (UPLOAD_RATE_LIMIT requests a minute, 400 megapixels a minute, ' +
          'counted from the headers before decoding); 503 when the server has too many images waiting ' +
          'to be processed. Both answer with Retry-After and store nothing.',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({
          folder: Type.Union([Type.Literal('listings'), Type.Literal('destinations')]),
        }),
        response: {
          201: named(
            'UploadedImages',
            Type.Object({ urls: Type.Array(Type.String()), files: Type.Array(UploadedImage) }),
            'The stored images, in the order sent: their URLs and their responsive variants',
          ),
          ...errorResponses(400, 401, 403, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const folder: UploadFolder = request.query.folder;
      if (!request.viewer?.roles.includes(ROLE_FOR_FOLDER[folder])) throw forbidden(MESSAGES.forbidden);
      if (!request.isMultipart()) {
        return reply.code(415).send(errorBody(415, MESSAGES.imageNotAnImage));
      }

      let images: Awaited<ReturnType<typeof readImages>>;
      try {
        images = await readImages(app, request);
      } catch (error) {
        discardUnreadBody(request);
        if (!(error instanceof ImageWorkRefused)) throw error;
        // Answered here, not by the error handler: these carry Retry-After and their own message.
        const queueFull = error.reason === 'queue-full';
        const statusCode = queueFull ? 503 : 429;
        request.log[queueFull ? 'warn' : 'info'](
          { reason: error.reason, retryAfter: error.retryAfterSeconds, by: request.user.id },
          'upload refused for now',
        );
        return reply
          .code(statusCode)
          .header('retry-after', String(error.retryAfterSeconds))
          .send(
            errorBody(statusCode, queueFull ? MESSAGES.imageProcessingBusy : MESSAGES.imagePixelBudgetSpent),
          );
      }
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
