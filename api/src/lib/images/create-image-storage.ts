import type { AppConfig } from '../../config';
import type { ImageStorage } from './image-storage';
import { createLocalImageStorage } from './local-image-storage';
import { createS3ImageStorage } from './s3-image-storage';

/** The bucket when the S3 variables are set, else the local upload folder. */
export function createImageStorage(config: Pick<AppConfig, 's3' | 'uploadDir'>): ImageStorage {
  return config.s3 ? createS3ImageStorage(config.s3) : createLocalImageStorage(config.uploadDir);
}
