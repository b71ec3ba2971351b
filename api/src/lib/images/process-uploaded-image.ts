import { ImageQueueFullError, type ImageQueue } from './image-queue';
import type { ImageRefusal } from './image-formats';
import type { PixelBudget } from './pixel-budget';
import { processImage, type ProcessedImage } from './process-image';
import { readImageHeader } from './read-image-header';

/**
 * An upload refused for now rather than for what it is: the user's pixel budget is spent (429) or
 * this replica's image queue is full (503). Either way, trying again after `retryAfterSeconds` can work.
 */
export class ImageWorkRefused extends Error {
  constructor(
    readonly reason: 'pixel-budget-spent' | 'queue-full',
    readonly retryAfterSeconds: number,
  ) {
    super(reason);
    this.name = 'ImageWorkRefused';
  }
}

/**
 * One uploaded file, processed within this replica's limits: its header is read first (no pixel
 * decoded) and refused if it is not an image or too large; then its pixels are counted against the
 * user's budget, and it waits for a slot of the queue. Throws ImageWorkRefused when either is
 * exhausted, before any pixel of it is decoded.
 */
export async function processUploadedImage(
  bytes: Buffer,
  userId: string,
  { imageQueue, pixelBudget }: { imageQueue: ImageQueue; pixelBudget: PixelBudget },
): Promise<ProcessedImage | ImageRefusal> {
  const header = await readImageHeader(bytes);
  if (typeof header === 'string') return header;
  const spent = pixelBudget.spend(userId, header.pixels);
  if (!spent.ok) throw new ImageWorkRefused('pixel-budget-spent', spent.retryAfterSeconds);
  try {
    return await imageQueue.run(() => processImage(bytes, header));
  } catch (error) {
    if (!(error instanceof ImageQueueFullError)) throw error;
    // Nothing of it was decoded: the pixels are not the user's to pay.
    pixelBudget.refund(userId, header.pixels);
    throw new ImageWorkRefused('queue-full', error.retryAfterSeconds);
  }
}
