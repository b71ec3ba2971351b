import { MESSAGES } from '@shoreline/shared-domain/messages';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { badRequest } from '../http-errors';
import { isOriginalKeyIn } from './image-key';
import type { StoredImageRef } from './to-photo';

/**
 * A destination image URL as a stored image: one of our destination images (no hot-linked or tracking
 * images, no `..` tricks) uploaded by an admin. Run it inside the transaction that attaches the image,
 * so the cleanup job cannot remove it meanwhile.
 */
export async function resolveDestinationImage(
  app: Pick<FastifyInstance, 'imageStorage' | 'uploadsRepository'>,
  url: string,
  trx: Knex,
): Promise<StoredImageRef> {
  const key = app.imageStorage.keyOf(url);
  if (key === null || !isOriginalKeyIn(key, 'destinations')) throw badRequest(MESSAGES.imageNotAnImage);
  const image = await app.uploadsRepository.attachableDestinationImage(key, trx);
  if (!image) throw badRequest(MESSAGES.destinationImageNotUploaded);
  return image;
}
