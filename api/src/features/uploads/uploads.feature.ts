/** Staff image uploads: `/api/upload` and `/api/upload/multiple`, re-encoded into the uploads store. */
import type { RequestHandler } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createImageStorage, createLocalFileStore } from './image-storage';
import { imagesBody, singleImageBody, uploadsRouter } from './uploads.routes';
import { createUploadsService, storeImage } from './uploads.service';

/** The image pipeline as other features use it (a profile's avatar): the multipart reader and the checked store. */
export interface ImagesPort {
  singleImage(field: string): RequestHandler;
  /** A multipart body with at most `max` images in `field` (a review's photos). */
  images(field: string, max: number, tooManyMessage: string): RequestHandler;
  store(field: string, file: Buffer): Promise<string>;
}

export function uploadsFeature({ pool, config, docs, auth }: FeatureDeps & { auth: Auth }): Feature & { images: ImagesPort } {
  const storage = createImageStorage(createLocalFileStore(config.uploadsDir));
  // An upload changes no other table, so its audit row is written on its own.
  const service = createUploadsService({ storage, audit: createAuditRepo(pool) });
  const images: ImagesPort = { singleImage: singleImageBody, images: imagesBody, store: (field, file) => storeImage(storage, field, file) };
  return { router: uploadsRouter({ service, auth, docs }), images };
}
