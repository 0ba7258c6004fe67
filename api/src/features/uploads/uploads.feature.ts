/** Staff image uploads: `/api/upload` and `/api/upload/multiple`, re-encoded into the uploads store. */
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createImageStorage, createLocalFileStore } from './image-storage';
import { uploadsRouter } from './uploads.routes';
import { createUploadsService } from './uploads.service';

export function uploadsFeature({ pool, config, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const storage = createImageStorage(createLocalFileStore(config.uploadsDir));
  // An upload changes no other table, so its audit row is written on its own.
  const service = createUploadsService({ storage, audit: createAuditRepo(pool) });
  return { router: uploadsRouter({ service, auth, docs }) };
}
