/**
 * Accounts for staff: the Users section (`/api/users`, admins) and the Profile section
 * (`PUT /api/users/update-profile`, admins and moderators). The avatar goes through the uploads
 * feature's image pipeline, which app.ts hands in as a port.
 */
import type { RequestHandler } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { createUsersRepo } from './users.repo';
import { usersRouter } from './users.routes';
import { createUsersService, type ImageStore } from './users.service';

/** What this feature needs from the uploads feature. */
export interface ImagesPort extends ImageStore {
  /** Reads a multipart body with at most one image in `field` (10 MB), its text fields into req.body. */
  singleImage(field: string): RequestHandler;
}

export function usersFeature({ pool, docs, auth, images, notifications }: FeatureDeps & { auth: Auth; images: ImagesPort; notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ users: createUsersRepo(db), audit: createAuditRepo(db), outbox: notifications.outbox(db) }));
  const service = createUsersService({ store, auth, images });
  return { router: usersRouter({ service, auth, docs, singleImage: (field) => images.singleImage(field) }) };
}
